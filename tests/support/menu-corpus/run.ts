// Reading corpus files through the real local reader and parser, in this
// process, and adding up the scores per capture class: what `npm run corpus`
// and `npm run bench -- --only menu-reader` print.
import { execFileSync } from 'node:child_process';
import type { Browser } from 'playwright-core';
import { localReader } from '../../../functions/src/menu-import/local-reader';
import { parseMenu } from '../../../src/domain/menu-import/parse-menu';
import type { DraftSection } from '../../../src/domain/shared/menu-draft';
import type { CorpusMenu } from './kinds';
import { renderMenu, type Capture, type CorpusFile } from './render';
import { scoreSections, type CorpusScore } from './score';

export interface ClassFigures {
  exact: number;
  total: number;
  invented: number;
  seconds: number;
  /** The slowest page: the time target is per page, not on average. */
  slowest: number;
  files: number;
}

export interface FileReading {
  file: CorpusFile;
  name: string;
  score: CorpusScore;
  sections: DraftSection[];
  seconds: number;
}

export const fileName = (file: CorpusFile) => `${file.menu.id}.${file.capture}.${file.contentType === 'image/png' ? 'png' : 'jpg'}`;

/** The font the Chinese, Japanese and Korean menus are printed in: without it Chromium draws empty boxes, and their scores would mean nothing. */
const CJK_FONT = 'WenQuanYi Zen Hei';

function requireFonts(menus: readonly CorpusMenu[]): void {
  if (!menus.some((m) => m.font.includes(CJK_FONT))) return;
  const installed = execFileSync('fc-list', [':', 'family'], { encoding: 'utf8' });
  if (!installed.includes(CJK_FONT)) {
    throw new Error(`The corpus's Chinese, Japanese and Korean menus are printed in ${CJK_FONT}: install Debian's fonts-wqy-zenhei (apt-get install fonts-wqy-zenhei), as .ci/run does.`);
  }
}

/** Renders and reads each menu in each capture; `each` sees every reading (the tuning part's may be printed). */
export async function readCorpus(
  browser: Browser,
  menus: readonly CorpusMenu[],
  captures: readonly Capture[],
  each: (reading: FileReading) => void = () => undefined,
): Promise<Map<Capture, ClassFigures>> {
  requireFonts(menus);
  const byCapture = new Map<Capture, ClassFigures>(captures.map((c) => [c, { exact: 0, total: 0, invented: 0, seconds: 0, slowest: 0, files: 0 }]));
  for (const menu of menus) {
    for (const capture of captures) {
      const file = await renderMenu(browser, menu, capture);
      const started = performance.now();
      const reading = await localReader.read(file.bytes, 'image', [menu.language]);
      const sections = parseMenu(reading.fragments ?? []);
      const seconds = (performance.now() - started) / 1000;
      const score = scoreSections(sections, menu.items);
      each({ file, name: fileName(file), score, sections, seconds });
      const c = byCapture.get(capture)!;
      c.exact += score.exact;
      c.total += score.total;
      c.invented += score.invented;
      c.seconds += seconds;
      c.slowest = Math.max(c.slowest, seconds);
      c.files += 1;
    }
  }
  return byCapture;
}

const pct = (a: number, b: number) => `${a}/${b} (${b ? ((a / b) * 100).toFixed(0) : '-'}%)`;

/** Lines of the per-class table of one part, and its overall line. */
export function classLines(part: string, byCapture: Map<Capture, ClassFigures>): string[] {
  const lines: string[] = [];
  let exact = 0;
  let total = 0;
  let invented = 0;
  for (const [capture, c] of byCapture) {
    if (!c.files) continue;
    exact += c.exact;
    total += c.total;
    invented += c.invented;
    lines.push(`  ${part.padEnd(8)} ${capture.padEnd(6)} exact ${pct(c.exact, c.total).padEnd(14)} invented ${String(c.invented).padStart(3)}  ${(c.seconds / c.files).toFixed(2)} s/page (slowest ${c.slowest.toFixed(1)} s)`);
  }
  lines.push(`  ${part.padEnd(8)} all    exact ${pct(exact, total).padEnd(14)} invented ${String(invented).padStart(3)}`);
  return lines;
}
