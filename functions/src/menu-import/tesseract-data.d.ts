// @tesseract.js-data/eng ships no types: it exports where its model files are.
declare module '@tesseract.js-data/eng' {
  const data: { code: string; gzip: boolean; langPath: string };
  export default data;
}
