// Reads the menu corpus (tests/support/menu-corpus/) through the real local
// reader and parser, in this process, and prints exact items per capture
// class and per part (tuning, held-out). Only the tuning part's files are
// listed one by one (and saved, or their drafts printed): the held-out part
// prints its totals only, so nobody tunes the reader to it.
// Run: npm run corpus [-- --part tuning|held-out] [--capture clean,photo,dark,small] [--menu id,id] [--verbose] [--save DIR] [--reshoot N] [--remix N]
// --reshoot N photographs the tuning menus again from other angles and in other
// light (their photo and dark board drawn from another seed): a reader tuned to
// the corpus's own photos shows here what it does with photos it has never seen.
// --remix N prints the tuning menus in other layouts, fonts and headings
// (remix.ts): what the reader does with layouts it was not tuned to.
import './lib/require-node.ts';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { stopOcr } from '../functions/src/menu-import/ocr.ts';
import { launchFixtureBrowser } from '../tests/support/menu-fixtures.ts';
import { heldOut, tuning } from '../tests/support/menu-corpus/menus.ts';
import { remixed } from '../tests/support/menu-corpus/remix.ts';
import { CAPTURES, type Capture } from '../tests/support/menu-corpus/render.ts';
import { classLines, readCorpus, type FileReading } from '../tests/support/menu-corpus/run.ts';

const { values } = parseArgs({ options: { part: { type: 'string' }, capture: { type: 'string' }, menu: { type: 'string' }, save: { type: 'string' }, verbose: { type: 'boolean' }, reshoot: { type: 'string' }, remix: { type: 'string' } } });
const parts = { tuning, 'held-out': heldOut };
const captures = (values.capture?.split(',') ?? CAPTURES) as Capture[];

function show(reading: FileReading): void {
  const { score, sections, seconds, name } = reading;
  if (values.save) {
    mkdirSync(values.save, { recursive: true });
    writeFileSync(join(values.save, name), reading.file.bytes);
  }
  console.log(`  ${name.padEnd(32)} ${`${score.exact}/${score.total}`.padEnd(6)} invented ${score.invented}  ${seconds.toFixed(1)} s` +
    (score.missing.length ? `  missing: ${score.missing.join('; ')}` : ''));
  if (values.verbose) for (const s of sections) for (const i of s.items) console.log(`      [${s.name}] ${i.name} | ${i.priceText} -> ${i.price}`);
}

const browser = await launchFixtureBrowser();
try {
  const summary: string[] = [];
  for (const [part, menus] of Object.entries(parts)) {
    if (values.part && values.part !== part) continue;
    const isTuning = part === 'tuning';
    // The held-out part is never reshot: it stays as the figures were first taken.
    if ((values.reshoot || values.remix) && !isTuning) continue;
    const chosen = menus
      .filter((m) => !values.menu || (isTuning && values.menu.split(',').includes(m.id)))
      .map((m) => (values.remix ? remixed(m, Number(values.remix)) : m))
      .map((m) => (values.reshoot ? { ...m, id: `${m.id}~${values.reshoot}` } : m));
    if (!chosen.length) continue;
    console.log(`\n${part}: ${chosen.length} menus x ${captures.length} captures`);
    summary.push(...classLines(part, await readCorpus(browser, chosen, captures, isTuning ? show : undefined)));
  }
  console.log(`\n${summary.join('\n')}`);
} finally {
  await browser.close();
  await stopOcr();
}
// Every worker was ended above; exit even if a model loader left a handle open (the first run here hung after its figures).
process.exit(0);
