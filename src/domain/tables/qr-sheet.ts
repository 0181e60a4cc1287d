// The printable sheet of a store's table codes: A4 pages of 3 x 4
// codes, each with its table number and the store name under it, and cut
// marks at the cell corners. Pure (no DOM, no Node): the browser makes it for
// a download and the QR delivery Function for the e-mail attachment, so both
// print the same sheet. The browser loads it only when a sheet is asked for
// (a dynamic import), so pdf-lib never weighs on the app's start.
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from '@cantoo/pdf-lib';
import { MESSAGES } from '../shared/messages';
import { QUIET_ZONE, qrShape } from './qr-shape';

export interface SheetTable {
  tableNumber: number;
  link: string;
}

const A4 = { width: 595.28, height: 841.89 };
const COLUMNS = 3;
const ROWS = 4;
const MARGIN = 28;
const CODE_SIZE = 128;
const MARK = 8;

/** The standard fonts only encode Latin-1: other characters print as '?' rather than failing the sheet. */
const latin1 = (text: string) => text.replace(/[^\x20-\x7e\xa0-\xff]/g, '?');

function centred(page: PDFPage, text: string, font: PDFFont, size: number, cx: number, y: number, maxWidth: number): void {
  let shown = latin1(text);
  if (font.widthOfTextAtSize(shown, size) > maxWidth) {
    while (shown.length > 1 && font.widthOfTextAtSize(`${shown}...`, size) > maxWidth) shown = shown.slice(0, -1);
    shown = `${shown}...`;
  }
  page.drawText(shown, { x: cx - font.widthOfTextAtSize(shown, size) / 2, y, size, font, color: rgb(0, 0, 0) });
}

function cutMarks(page: PDFPage, x: number, y: number): void {
  const grey = rgb(0.55, 0.55, 0.55);
  page.drawLine({ start: { x: x - MARK, y }, end: { x: x + MARK, y }, thickness: 0.5, color: grey });
  page.drawLine({ start: { x, y: y - MARK }, end: { x, y: y + MARK }, thickness: 0.5, color: grey });
}

/** The sheet's PDF bytes (a Blob in the browser, base64 for a mail attachment). */
export async function makeQrSheet(storeName: string, tables: readonly SheetTable[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${latin1(storeName)} - ${MESSAGES.tablesScreen.title}`);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const cellW = (A4.width - 2 * MARGIN) / COLUMNS;
  const cellH = (A4.height - 2 * MARGIN) / ROWS;
  const perPage = COLUMNS * ROWS;
  for (let start = 0; start < tables.length; start += perPage) {
    const page = pdf.addPage([A4.width, A4.height]);
    tables.slice(start, start + perPage).forEach((table, i) => {
      const left = MARGIN + (i % COLUMNS) * cellW;
      const top = A4.height - MARGIN - Math.floor(i / COLUMNS) * cellH;
      const shape = qrShape(table.link);
      const scale = CODE_SIZE / (shape.size + 2 * QUIET_ZONE);
      const codeLeft = left + (cellW - CODE_SIZE) / 2;
      const codeTop = top - 16;
      // drawSvgPath puts the path's origin at (x, y) with SVG's y axis pointing down.
      page.drawSvgPath(shape.path, { x: codeLeft + QUIET_ZONE * scale, y: codeTop - QUIET_ZONE * scale, scale, color: rgb(0, 0, 0) });
      const cx = left + cellW / 2;
      centred(page, MESSAGES.tablesScreen.tableLabel(table.tableNumber), bold, 14, cx, codeTop - CODE_SIZE - 14, cellW - 12);
      centred(page, storeName, regular, 10, cx, codeTop - CODE_SIZE - 30, cellW - 12);
    });
    // Marks at every corner of the grid, so the codes cut apart cleanly.
    for (let c = 0; c <= COLUMNS; c++) {
      for (let r = 0; r <= ROWS; r++) cutMarks(page, MARGIN + c * cellW, A4.height - MARGIN - r * cellH);
    }
  }
  return pdf.save();
}
