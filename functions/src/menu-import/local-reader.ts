// The reader that needs no cloud service: OCR for photos, the text
// layer (or OCR) for PDFs.
import { cjkModelOf } from '../../../src/domain/menu-import/cjk-words';
import { ocrModels } from '../../../src/domain/menu-import/ocr-languages';
import { prepareForOcr } from './image-prep';
import { MAX_IMAGE_PIXELS } from './image-size';
import { readPdf } from './pdf-text';
import { readImagePage } from './read-image';
import type { MenuReader } from './reader';

export const localReader: MenuReader = {
  async read(bytes, fileType, languages = [], signal) {
    const models = ocrModels(languages);
    if (fileType === 'pdf') return readPdf(bytes, models, signal);
    return { reader: 'ocr', pages: 1, fragments: await readImagePage(await prepareForOcr(bytes, MAX_IMAGE_PIXELS, cjkModelOf(models) !== undefined), 1, models, signal) };
  },
};
