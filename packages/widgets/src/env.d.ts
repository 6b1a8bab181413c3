/** CSS compiled from a vanilla-extract file, as a string (see vite/shadow-css.ts). */
declare module '*.css.ts?inline' {
  const css: string;
  export default css;
}
