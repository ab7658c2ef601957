/** A style sheet imported as text (Vite's `?inline`): processed and minified like any CSS, not linked. */
declare module '*.css?inline' {
  const css: string;
  export default css;
}
