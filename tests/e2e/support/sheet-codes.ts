// Reads every QR code of a PDF as a phone would see it printed: each page is
// rendered to an image by poppler's pdftoppm, and jsQR reads it through a
// phone-sized window moved over the page, with no knowledge of the sheet's layout.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import jsQR from 'jsqr';

/** A phone's view of one code: about a third of the page's width. */
const WINDOW_OF_PAGE_WIDTH = 0.3;

/** Whether this machine can render PDFs (Debian: apt-get install poppler-utils). */
export const hasPdftoppm = spawnSync('pdftoppm', ['-v']).error === undefined;
export const PDFTOPPM_MISSING = 'pdftoppm is missing: install poppler-utils to render the sheet';

interface Gray {
  width: number;
  height: number;
  pixels: Uint8Array;
}

/** A binary PGM (P5, 8 bit), which is what `pdftoppm -gray` writes. */
function readPgm(file: string): Gray {
  const data = readFileSync(file);
  const header: string[] = [];
  let offset = 0;
  while (header.length < 4) {
    while (/\s/.test(String.fromCharCode(data[offset]!))) offset++;
    let token = '';
    while (!/\s/.test(String.fromCharCode(data[offset]!))) token += String.fromCharCode(data[offset++]!);
    header.push(token);
  }
  offset++;
  const [magic, width, height] = header;
  if (magic !== 'P5') throw new Error(`not a binary PGM: ${magic}`);
  return { width: Number(width), height: Number(height), pixels: data.subarray(offset) };
}

/**
 * jsQR reads one code per image, and a page of twelve confuses its finder
 * search; so a window about the size of a phone's view of one code is moved
 * over the page, and every code any window reads is kept.
 */
export interface FoundCode {
  data: string;
  /** The code's centre on the page, in pixels of the rendered image. */
  x: number;
  y: number;
}

function decodeAll(image: Gray): FoundCode[] {
  const { width, height, pixels } = image;
  const side = Math.round(width * WINDOW_OF_PAGE_WIDTH);
  const step = Math.round(side / 4);
  const found = new Map<string, FoundCode>();
  const rgba = new Uint8ClampedArray(side * side * 4);
  for (let top = 0; top + side <= height + step; top += step) {
    for (let left = 0; left + side <= width + step; left += step) {
      rgba.fill(255);
      for (let y = 0; y < side && top + y < height; y++) {
        for (let x = 0; x < side && left + x < width; x++) rgba.fill(pixels[(top + y) * width + left + x]!, (y * side + x) * 4, (y * side + x) * 4 + 3);
      }
      const code = jsQR(rgba, side, side, { inversionAttempts: 'dontInvert' });
      if (code && !found.has(code.data)) {
        const { topLeftCorner: a, bottomRightCorner: b } = code.location;
        found.set(code.data, { data: code.data, x: left + (a.x + b.x) / 2, y: top + (a.y + b.y) / 2 });
      }
    }
  }
  return [...found.values()];
}

/** Codes in reading order: rows top to bottom (centres within `rowTolerance` px share a row), left to right. */
export function readingOrder(codes: readonly FoundCode[], rowTolerance = 60): FoundCode[] {
  const byY = [...codes].sort((a, b) => a.y - b.y);
  const rows: FoundCode[][] = [];
  for (const code of byY) {
    const row = rows.at(-1);
    if (row && Math.abs(row[0]!.y - code.y) <= rowTolerance) row.push(code);
    else rows.push([code]);
  }
  return rows.flatMap((row) => row.sort((a, b) => a.x - b.x));
}

/** The codes of each page of `pdf`, page by page. */
export function decodeSheet(pdf: Buffer): FoundCode[][] {
  const dir = mkdtempSync(join(tmpdir(), 'qr-sheet-'));
  try {
    writeFileSync(join(dir, 'sheet.pdf'), pdf);
    execFileSync('pdftoppm', ['-r', '150', '-gray', join(dir, 'sheet.pdf'), join(dir, 'page')]);
    const pages = readdirSync(dir).filter((f) => f.endsWith('.pgm')).sort();
    return pages.map((page) => decodeAll(readPgm(join(dir, page))));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The Table QR Codes section's printable sheet, downloaded as the owner would (the page is on /store). */
export async function downloadSheet(page: Page): Promise<Buffer> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download printable sheet (PDF)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/table-qr-codes\.pdf$/);
  return readFileSync((await download.path())!);
}
