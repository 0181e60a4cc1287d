// Reads the menu corpus (tests/support/menu-corpus/) through the real local
// reader and parser, in this process, and prints exact items per file, per
// capture class and per part (tuning, held-out). Run: npm run corpus
// [-- --part tuning|held-out] [--capture clean,photo,dark,small] [--menu id] [--save DIR]
import './lib/require-node.ts';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { localReader } from '../functions/src/menu-import/local-reader.ts';
import { stopOcr } from '../functions/src/menu-import/ocr.ts';
import { parseMenu } from '../src/domain/menu-import/parse-menu.ts';
import { launchFixtureBrowser } from '../tests/support/menu-fixtures.ts';
import { heldOut, tuning } from '../tests/support/menu-corpus/menus.ts';
import { CAPTURES, renderCorpus, type Capture } from '../tests/support/menu-corpus/render.ts';
import { scoreSections } from '../tests/support/menu-corpus/score.ts';

const { values } = parseArgs({ options: { part: { type: 'string' }, capture: { type: 'string' }, menu: { type: 'string' }, save: { type: 'string' }, verbose: { type: 'boolean' } } });
const parts = { tuning, 'held-out': heldOut };
const captures = (values.capture?.split(',') ?? CAPTURES) as Capture[];

const browser = await launchFixtureBrowser();
const pct = (a: number, b: number) => `${a}/${b} (${b ? ((a / b) * 100).toFixed(0) : '-'}%)`;
try {
  for (const [part, menus] of Object.entries(parts)) {
    if (values.part && values.part !== part) continue;
    const chosen = menus.filter((m) => !values.menu || m.id === values.menu);
    const files = await renderCorpus(browser, chosen, captures);
    const byCapture = new Map<Capture, { exact: number; total: number; invented: number; seconds: number; files: number }>();
    console.log(`\n${part}: ${files.length} files`);
    for (const file of files) {
      const started = performance.now();
      const reading = await localReader.read(file.bytes, 'image', [file.menu.language]);
      const sections = parseMenu(reading.fragments ?? []);
      const seconds = (performance.now() - started) / 1000;
      const score = scoreSections(sections, file.menu.items);
      const name = `${file.menu.id}.${file.capture}.${file.contentType === 'image/png' ? 'png' : 'jpg'}`;
      if (values.save) {
        mkdirSync(join(values.save, part), { recursive: true });
        writeFileSync(join(values.save, part, name), file.bytes);
      }
      console.log(`  ${name.padEnd(28)} ${pct(score.exact, score.total).padEnd(12)} invented ${score.invented}  ${seconds.toFixed(1)} s` +
        (score.missing.length ? `  missing: ${score.missing.join('; ')}` : ''));
      if (values.verbose) for (const s of sections) for (const i of s.items) console.log(`      [${s.name}] ${i.name} | ${i.priceText} -> ${i.price}`);
      const c = byCapture.get(file.capture) ?? { exact: 0, total: 0, invented: 0, seconds: 0, files: 0 };
      byCapture.set(file.capture, { exact: c.exact + score.exact, total: c.total + score.total, invented: c.invented + score.invented, seconds: c.seconds + seconds, files: c.files + 1 });
    }
    let exact = 0;
    let total = 0;
    for (const [capture, c] of byCapture) {
      exact += c.exact;
      total += c.total;
      console.log(`  ${part} ${capture.padEnd(6)} exact ${pct(c.exact, c.total).padEnd(14)} invented ${c.invented}  ${(c.seconds / c.files).toFixed(1)} s/page`);
    }
    console.log(`  ${part} overall exact ${pct(exact, total)}`);
  }
} finally {
  await browser.close();
  await stopOcr();
}
