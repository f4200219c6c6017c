export * from './remotes.ts';
export * from './routes.ts';
export * from './areas.ts';
export * from './navigation.ts';
export * from './first-screen.ts';
export * from './public-pages.ts';
export type * from './account-view.ts';
export * from './remote-modules.ts';
