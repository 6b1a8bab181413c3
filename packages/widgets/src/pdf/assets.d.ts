/** A font file's address (Vite's `?no-inline`: a file of its own even in library mode). */
declare module '*.woff?no-inline' {
  const url: string;
  export default url;
}
