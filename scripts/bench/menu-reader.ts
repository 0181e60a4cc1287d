// Reading time per page of the local menu reader, on the fixture
// set of tests/support/menu-fixtures.ts, in this process (no emulators): the
// same reader and parser the Function runs. Also prints each fixture's score,
// and the menu corpus's scores per capture class and part.
import { parseMenu } from '../../src/domain/menu-import/parse-menu.ts';
import { localReader } from '../../functions/src/menu-import/local-reader.ts';
import { stopOcr } from '../../functions/src/menu-import/ocr.ts';
import { ocrModels } from '../../src/domain/menu-import/ocr-languages.ts';
import { heldOut, tuning } from '../../tests/support/menu-corpus/menus.ts';
import { CAPTURES, renderMenu } from '../../tests/support/menu-corpus/render.ts';
import { classLines, readCorpus } from '../../tests/support/menu-corpus/run.ts';
import { launchFixtureBrowser, makeMenuFixtures, scoreDraft } from '../../tests/support/menu-fixtures.ts';

export interface MenuReaderFigure {
  fixture: string;
  msPerPage: number;
  pages: number;
  score: string;
}

export async function benchMenuReader(runs = 2): Promise<MenuReaderFigure[]> {
  const browser = await launchFixtureBrowser();
  const fixtures = await makeMenuFixtures(browser).finally(() => browser.close());
  const figures: MenuReaderFigure[] = [];
  try {
    // The first read starts the OCR worker (about a second); the Function keeps it warm, so it is not counted.
    await localReader.read(fixtures[0]!.bytes, fixtures[0]!.fileType);
    for (const fixture of fixtures) {
      let best = Infinity;
      let pages = 1;
      let score = '';
      for (let run = 0; run < runs; run++) {
        const started = performance.now();
        const reading = await localReader.read(fixture.bytes, fixture.fileType);
        const sections = parseMenu(reading.fragments ?? []);
        best = Math.min(best, performance.now() - started);
        pages = reading.pages;
        const s = scoreDraft({ sections, reader: reading.reader, pages, readMs: 0 }, fixture.items);
        score = `${s.found}/${s.total}${s.missing.length ? ` missing: ${s.missing.join(', ')}` : ''}`;
      }
      figures.push({ fixture: `${fixture.name} [${(fixture.bytes.length / 1024).toFixed(0)} KiB]`, msPerPage: best / pages, pages, score });
    }
  } finally {
    await stopOcr();
  }
  return figures;
}

/**
 * The menu corpus (tests/support/menu-corpus/) per capture class and part:
 * items exact, rows invented, seconds per page (warm worker), and the first
 * reading of a fresh process, which loads the worker and the menu's models.
 */
export async function benchMenuCorpus(): Promise<string[]> {
  const browser = await launchFixtureBrowser();
  const lines: string[] = [];
  try {
    await stopOcr();
    const first = tuning[0]!;
    const file = await renderMenu(browser, first, 'clean');
    const started = performance.now();
    await localReader.read(file.bytes, 'image', [first.language]);
    lines.push(`  first reading, worker and models loaded (${first.id}, ${ocrModels([first.language]).join('+')}): ${((performance.now() - started) / 1000).toFixed(2)} s`);
    for (const [part, menus] of [['tuning', tuning], ['held-out', heldOut]] as const) {
      lines.push(...classLines(part, await readCorpus(browser, menus, CAPTURES)));
    }
  } finally {
    await browser.close();
    await stopOcr();
  }
  return lines;
}
