export * from './remotes.ts';
export * from './routes.ts';
