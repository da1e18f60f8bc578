/** A font file imported by a bundle: its build emits it (content-hashed) and gives its URL. */
declare module '*.woff2' {
  const url: string;
  export default url;
}
