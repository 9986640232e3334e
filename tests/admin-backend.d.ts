/** Vite's `?raw` import, which Vitest compiles: a file's text (tests/admin-backend.test.ts reads content files so). */
declare module '*?raw' {
  const text: string;
  export default text;
}
