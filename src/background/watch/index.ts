/**
 * Watched pages, in the worker: adding or changing a watch (`watchPage`, `updateWatch`) and
 * polling a page (`pollPage`: read, compare with the kept text, record what changed).
 */
export { pollPage } from './poll-page.ts';
export { updateWatch, watchPage } from './watch-page.ts';
