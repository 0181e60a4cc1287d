import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TranslationProvider } from './provider';

// Apertium names languages by ISO 639-3 codes; its pairs exist in one or both directions.
const ISO3: Readonly<Record<string, string>> = {
  en: 'eng', es: 'spa', ca: 'cat', gl: 'glg', eu: 'eus', is: 'isl', mk: 'mkd', eo: 'epo', fr: 'fra', pt: 'por', it: 'ita', oc: 'oci',
};
const TIMEOUT_MS = 15_000;
/**
 * Apertium is a pipeline of CPU-bound processes per text. The bulk dialog
 * sends a chunk of texts at once: run all of them together on a small machine
 * and each one crawls past TIMEOUT_MS (seen in the test suite on two cores:
 * rows failed that translated fine alone). At most this many run at a time;
 * the time limit starts when a text's own run does.
 */
const RUNNING_AT_MOST = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  // A finished run hands its place straight to the next one waiting.
  if (running >= RUNNING_AT_MOST) await new Promise<void>((resolve) => waiting.push(resolve));
  else running++;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

function run(mode: string, text: string): Promise<string | null> {
  return inTurn(() => runNow(mode, text));
}

async function runNow(mode: string, text: string): Promise<string | null> {
  // The text goes in a file: apertium reads stdin as /dev/stdin, which cannot
  // be opened when Node's stdin is a socket (libuv's default for children).
  const dir = await mkdtemp(join(tmpdir(), 'translate-'));
  const input = join(dir, 'in.txt');
  try {
    await writeFile(input, text, 'utf8');
    return await new Promise((resolve) => {
      // -u: no unknown-word marks ('*word'), so an untranslated word reads as itself.
      execFile('apertium', ['-u', mode, input], { timeout: TIMEOUT_MS, maxBuffer: 1 << 20 }, (error, stdout) => {
        resolve(error ? null : stdout.trim());
      });
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Apertium from Debian's packages (`apertium` and a pair such as `apertium-eng-spa`). */
export const apertiumProvider: TranslationProvider = {
  name: 'apertium',
  async translate(text, sourceLanguage, targetLanguage) {
    const from = ISO3[sourceLanguage];
    const to = ISO3[targetLanguage];
    if (!from || !to) return null;
    // A pair not installed fails with "Mode ... does not exist": null, never an exception.
    const out = await run(`${from}-${to}`, text);
    return out === null || out === '' ? null : out;
  },
};
