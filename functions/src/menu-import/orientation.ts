// Which way up a page is, from Tesseract's orientation model (the `osd`
// package, legacy engine): a photo taken sideways or upside down without an
// EXIF orientation. Its own worker, started only when a page reads badly
// (starting it costs about 2 s, a detection about 1 s on this machine):
// upright pages, nearly all of them, pay nothing.
import { mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import osd from '@tesseract.js-data/osd';
import { createWorker, OEM, type Worker } from 'tesseract.js';

/** Below this, Tesseract's orientation guess is no better than a coin (its confidences run ~0..10). */
const MIN_CONFIDENCE = 2;

let worker: Promise<Worker> | null = null;

function osdWorker(): Promise<Worker> {
  if (worker) return worker;
  const dir = mkdtempSync(join(tmpdir(), 'menu-osd-model-'));
  // Orientation needs the legacy engine, whose model is the package's plain 4.0.0 one.
  symlinkSync(join(dirname(osd.langPath), '4.0.0', 'osd.traineddata.gz'), join(dir, 'osd.traineddata.gz'));
  worker = createWorker('osd', OEM.TESSERACT_ONLY, { langPath: dir, gzip: true, cacheMethod: 'none', legacyCore: true, legacyLang: true }).catch(
    (error: unknown) => {
      worker = null;
      throw error;
    },
  );
  return worker;
}

/** Degrees (0, 90, 180, 270) to turn the page clockwise so its text stands upright; 0 when unsure. */
export async function uprightTurn(png: Buffer): Promise<number> {
  const w = await osdWorker();
  const { data } = (await w.detect(png)) as { data: { orientation_degrees: number | null; orientation_confidence: number | null } };
  if (!data.orientation_degrees || (data.orientation_confidence ?? 0) < MIN_CONFIDENCE) return 0;
  return data.orientation_degrees;
}

/** Ends the orientation worker, if one was started (tests and the bench, so the process can exit). */
export async function stopOrientation(): Promise<void> {
  const w = worker;
  worker = null;
  if (w) await (await w).terminate();
}
