// pako's inflate-only build (`pako/browser/inflate`, minified ESM) ships no types of its own:
// its Inflate is the package index's, without the deflate half the worker never uses.
declare module 'pako/browser/inflate' {
  export { Inflate, inflate } from 'pako';
}
