import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { TranslationProvider } from './provider';

// Apertium names languages by ISO 639-3 codes; its pairs exist in one or both directions.
const ISO3: Readonly<Record<string, string>> = {
  en: 'eng', es: 'spa', ca: 'cat', gl: 'glg', eu: 'eus', is: 'isl', mk: 'mkd', eo: 'epo', fr: 'fra', pt: 'por', it: 'ita', oc: 'oci',
};
/**
 * How long a pipeline with texts waiting may go without answering one before
 * it is killed. A stall, not each text's own wait: a chunk's last text waits
 * for the ones before it and for the pipeline to load its dictionaries, which
 * under the test suite's load took more than 15 s (CI, 2026-11-28).
 */
const STALL_MS = 30_000;

/**
 * Apertium's text format, as its own `apertium-destxt` writes it: the stream's
 * special characters escaped, a line break kept in a superblank, and the
 * closing '.[]' that makes the tagger finish the last sentence.
 */
export function deformat(text: string): string {
  return `${text.replace(/[\\[\]^$@/<>{}]/g, (c) => `\\${c}`).replace(/\n/g, '[\n]')}.[]`;
}

/** Back from the stream format, as `apertium-retxt` does: superblanks opened, escapes undone, the closing '.[]' dropped. */
export function reformat(stream: string): string {
  const body = stream.replace(/\.?\[\]\s*$/, '');
  let out = '';
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (c === '\\' && i + 1 < body.length) out += body[++i];
    else if (c !== '[' && c !== ']') out += c;
  }
  return out.trim();
}

/**
 * One Apertium pipeline per language pair, kept running: each text goes in
 * ending with a NUL, and the pipeline (run with -z) answers each with its
 * translation ending with a NUL, in order. Starting the pipeline's dozen
 * processes for every text cost 0.2 s idle and over ten under the test
 * suite's load, which the bulk dialog's hundred texts paid one by one.
 */
class Pipeline {
  private readonly child: ChildProcessWithoutNullStreams;
  private readonly waiting: Array<(translated: string | null) => void> = [];
  private stall: NodeJS.Timeout | undefined;
  private pending = '';
  closed = false;

  constructor(modeFile: string, private readonly onClose: () => void) {
    // The pair's own pipeline with every stage in null-flush mode (-z), as the
    // `apertium` script runs it, less that script's wrappers: its gawk reads
    // ahead and holds each answer until the next text comes. -n: an unknown
    // word reads as itself, not '*word'; '': the tagger's default model.
    this.child = spawn('bash', ['-c', 'exec bash <(apertium-wblank-mode -z "$0") -n ""', modeFile], { detached: true });
    this.child.stdout.setEncoding('utf8');
    this.child.stdout.on('data', (chunk: string) => this.read(chunk));
    this.child.stderr.resume();
    this.child.on('error', () => this.close());
    this.child.on('exit', () => this.close());
    this.child.stdin.on('error', () => this.close());
    // A pipeline left idle never keeps the Functions worker alive.
    this.child.unref();
    for (const stream of [this.child.stdin, this.child.stdout, this.child.stderr]) (stream as unknown as { unref?: () => void }).unref?.();
  }

  translate(text: string): Promise<string | null> {
    if (this.closed) return Promise.resolve(null);
    return new Promise((resolve) => {
      this.waiting.push(resolve);
      if (this.waiting.length === 1) this.armStall();
      this.child.stdin.write(`${deformat(text)}\0`);
    });
  }

  /** A pipeline that stops answering is killed: every text waiting gets null, the next call starts another. */
  private armStall() {
    clearTimeout(this.stall);
    this.stall = this.waiting.length > 0 ? setTimeout(() => {
      console.warn(`apertium: no answer for ${STALL_MS / 1000} s with ${this.waiting.length} texts waiting; the pipeline is killed`);
      this.close();
    }, STALL_MS) : undefined;
  }

  private read(chunk: string) {
    this.pending += chunk;
    let end: number;
    while ((end = this.pending.indexOf('\0')) >= 0) {
      const answer = this.pending.slice(0, end);
      this.pending = this.pending.slice(end + 1);
      // Every answer holds at least the closing '[]'; an empty one is a stage's extra flush.
      if (answer === '') continue;
      const next = this.waiting.shift();
      if (!next) continue;
      this.armStall();
      const translated = reformat(answer);
      next(translated === '' ? null : translated);
    }
  }

  close() {
    if (this.closed) return;
    this.closed = true;
    this.onClose();
    clearTimeout(this.stall);
    for (const resolve of this.waiting.splice(0)) resolve(null);
    try {
      if (this.child.pid) process.kill(-this.child.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
}

const pipelines = new Map<string, Pipeline>();

function pipeline(mode: string): Pipeline | null {
  let running = pipelines.get(mode);
  if (!running || running.closed) {
    // A pair not installed (no apertium-eng-fra, say) has no mode file: null, never an exception.
    const modeFile = join(process.env.APERTIUM_DATADIR ?? '/usr/share/apertium', 'modes', `${mode}.mode`);
    if (!existsSync(modeFile)) return null;
    const started: Pipeline = new Pipeline(modeFile, () => {
      if (pipelines.get(mode) === started) pipelines.delete(mode);
    });
    running = started;
    pipelines.set(mode, running);
  }
  return running;
}

/** Stops every pipeline (tests, and a worker shutting down). */
export function stopApertium() {
  for (const running of [...pipelines.values()]) running.close();
}

/** Apertium from Debian's packages (`apertium` and a pair such as `apertium-eng-spa`). */
export const apertiumProvider: TranslationProvider = {
  name: 'apertium',
  async translate(text, sourceLanguage, targetLanguage) {
    const from = ISO3[sourceLanguage];
    const to = ISO3[targetLanguage];
    if (!from || !to) return null;
    const mode = `${from}-${to}`;
    const first = pipeline(mode);
    if (!first) return null;
    const translated = await first.translate(text);
    // A pipeline killed while this text waited (a stall, a stage that died): once more on a fresh one.
    if (translated === null && first.closed) return pipeline(mode)?.translate(text) ?? null;
    return translated;
  },
};
