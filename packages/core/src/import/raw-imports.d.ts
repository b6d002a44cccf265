/** Vite's ?raw imports (used by the tests for their fixture files): the file's text. */
declare module '*?raw' {
  const text: string;
  export default text;
}
