// The reader that needs no cloud service (issue 14): OCR for photos, the text
// layer (or OCR) for PDFs.
import { prepareForOcr } from './image-prep';
import { ocrPage } from './ocr';
import { readPdf } from './pdf-text';
import type { MenuReader } from './reader';

export const localReader: MenuReader = {
  async read(bytes, fileType) {
    if (fileType === 'pdf') return readPdf(bytes);
    return { reader: 'ocr', pages: 1, fragments: await ocrPage(await prepareForOcr(bytes), 1) };
  },
};
