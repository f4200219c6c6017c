// Only the lazy wrapper: the sections themselves stay in their own chunk.
export { LazyMarketingSections } from './lazy-marketing-sections.tsx';
