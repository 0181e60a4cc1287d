// The @tesseract.js-data/<model> packages ship no types: each exports where its model files are.
declare module '@tesseract.js-data/*' {
  const data: { code: string; gzip: boolean; langPath: string };
  export default data;
}
