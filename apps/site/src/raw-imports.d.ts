/** A file imported as text (`?raw`), as the bundler provides it. */
declare module '*?raw' {
  const content: string;
  export default content;
}
