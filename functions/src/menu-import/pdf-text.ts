// PDFs: the text layer with positions (pdfjs-dist, legacy build for
// Node); a page with no text (a scan) is drawn and read by OCR instead.
import { cjkModelOf } from '../../../src/domain/menu-import/cjk-words';
import type { TextFragment } from '../../../src/domain/menu-import/text-layout';
import { readImagePage } from './read-image';
import { MAX_SIDE, prepareForOcr } from './image-prep';
import { MAX_IMAGE_PIXELS } from './image-size';
import { untilAborted } from './abortable';
import { isBlank } from './blank-page';
import { UnreadableFileError, type MenuReading } from './reader';

/** Pages read at most: a menu longer than this is unusual, and each scanned page costs seconds of OCR. */
export const MAX_PDF_PAGES = 12;

interface TextItem {
  str: string;
  transform: number[];
  width: number;
  height: number;
}

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
// pdfjs-dist is ESM only; the Functions bundle is CommonJS, so it is imported at run time.
const loadPdfJs = (): Promise<PdfJs> => import('pdfjs-dist/legacy/build/pdf.mjs');

/** `signal` (the time limit) stops the reading between pages and cancels a page being drawn or read. */
export async function readPdf(bytes: Uint8Array, models: readonly string[] = ['eng'], signal?: AbortSignal): Promise<MenuReading> {
  const pdfjs = await loadPdfJs();
  // A copy: pdfjs takes ownership of (detaches) the buffer it is given.
  // An image inside a page larger than a photo is left out of the drawing rather than decoded.
  const task = pdfjs.getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, verbosity: 0, maxImageSize: MAX_IMAGE_PIXELS });
  let doc;
  try {
    doc = await task.promise;
  } catch (error) {
    await task.destroy();
    throw new UnreadableFileError(String(error));
  }
  try {
    const fragments: TextFragment[] = [];
    const pages = Math.min(doc.numPages, MAX_PDF_PAGES);
    let ocrPages = 0;
    for (let n = 1; n <= pages; n++) {
      signal?.throwIfAborted();
      const page = await doc.getPage(n);
      const viewport = page.getViewport({ scale: 1 });
      const content = await page.getTextContent();
      const items = (content.items as TextItem[]).filter((i) => typeof i.str === 'string' && i.str.trim() !== '');
      if (items.length > 0) {
        for (const item of items) {
          const [, , c = 0, d = 0, e = 0, f = 0] = item.transform;
          const height = item.height || Math.hypot(c, d);
          // PDF y grows upwards from the baseline; the parser wants the box's top, growing downwards.
          fragments.push({ text: item.str, page: n, x: e, y: viewport.height - f - height, width: item.width, height, confidence: 1 });
        }
      } else {
        ocrPages += 1;
        // A scan is a photo too: straightened and cleaned like one. A page drawn
        // blank (a blank back, or images too large to draw) holds nothing to read.
        const drawn = await renderPage(doc, page, signal);
        signal?.throwIfAborted();
        if (drawn) fragments.push(...(await readImagePage(await prepareForOcr(drawn, MAX_IMAGE_PIXELS, cjkModelOf(models) !== undefined), n, models, signal)));
      }
      page.cleanup();
    }
    const reader = ocrPages === 0 ? 'pdf-text' : ocrPages === pages ? 'pdf-ocr' : 'pdf-text+ocr';
    return { reader, pages, fragments };
  } finally {
    // pdf.js 6 ends a document through its loading task.
    await task.destroy();
  }
}

type PdfDoc = Awaited<ReturnType<PdfJs['getDocument']>['promise']>;
type PdfPage = Awaited<ReturnType<PdfDoc['getPage']>>;

/**
 * A page as PNG, at a scale that makes a scan's letters OCR-sized (pdfjs draws through @napi-rs/canvas),
 * or null when it is drawn blank: OCR would spend seconds on a page with nothing on it.
 */
async function renderPage(doc: PdfDoc, page: PdfPage, signal?: AbortSignal): Promise<Buffer | null> {
  const base = page.getViewport({ scale: 1 });
  const scale = Math.min(3, MAX_SIDE / Math.max(base.width, base.height));
  const viewport = page.getViewport({ scale });
  type Drawn = { canvas: { toBuffer(m: 'image/png'): Buffer }; context: { getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray } } };
  const factory = (doc as unknown as { canvasFactory: { create(w: number, h: number): Drawn } }).canvasFactory;
  const width = Math.ceil(viewport.width);
  const height = Math.ceil(viewport.height);
  const { canvas, context } = factory.create(width, height);
  // The Functions have no DOM types; the factory's canvas is what pdfjs itself created for Node.
  const task = page.render({ canvasContext: context as never, canvas: canvas as never, viewport });
  // pdf.js draws in slices between which a cancelled task stops.
  await untilAborted(task.promise, signal, () => task.cancel());
  return isBlank(context.getImageData(0, 0, width, height).data) ? null : canvas.toBuffer('image/png');
}
