import { afterAll, beforeAll, expect, it } from 'vitest';
import { localReader } from '../../functions/src/menu-import/local-reader';
import { stopOcr } from '../../functions/src/menu-import/ocr';
import { parseMenu } from '../../src/domain/menu-import/parse-menu';
import { heldOut, tuning } from '../support/menu-corpus/menus';
import { renderCorpus, type CorpusFile } from '../support/menu-corpus/render';
import { scoreSections } from '../support/menu-corpus/score';
import { launchFixtureBrowser } from '../support/menu-fixtures';

// A few files of the menu corpus through the real local reader (in this
// process): a floor the reader meets today, so a change that makes real
// menus read worse fails here. The whole corpus is scored by `npm run corpus`.
const FLOOR = 0.7;
let files: CorpusFile[];

beforeAll(async () => {
  const browser = await launchFixtureBrowser();
  try {
    const menus = [tuning.find((m) => m.id === 'tr-lokanta')!, heldOut.find((m) => m.id === 'es-restaurante')!];
    files = await renderCorpus(browser, menus, ['clean', 'dark']);
  } finally {
    await browser.close();
  }
}, 60_000);
afterAll(() => stopOcr());

it(`Turkish and Spanish menus, clean and light on dark, read at least ${FLOOR * 100}% of items exactly`, async () => {
  let exact = 0;
  let total = 0;
  const lines: string[] = [];
  for (const file of files) {
    const reading = await localReader.read(file.bytes, 'image', [file.menu.language]);
    const score = scoreSections(parseMenu(reading.fragments ?? []), file.menu.items);
    exact += score.exact;
    total += score.total;
    lines.push(`${file.menu.id}.${file.capture}: ${score.exact}/${score.total}${score.missing.length ? ` missing ${score.missing.join('; ')}` : ''}`);
  }
  console.log(lines.join('\n'));
  expect(exact / total, lines.join('\n')).toBeGreaterThanOrEqual(FLOOR);
}, 90_000);
