// The tuning menus printed another way: each menu's dishes, language and
// prices kept, its layout, font, weight and headings drawn from a seed. A
// reader tuned to the corpus's own layouts shows here what it does with
// combinations it has never seen (`npm run corpus -- --remix N`), without
// anyone looking at the held-out part.
import type { CorpusMenu, Layout } from './kinds';
import { hash } from './render';

const LAYOUTS: Layout[] = ['leaders', 'spaced', 'two-columns', 'three-columns', 'centered', 'price-first'];
const LATIN_FONTS = [
  "'DejaVu Serif', serif",
  "'DejaVu Sans', sans-serif",
  "'Liberation Sans', sans-serif",
  "'Liberation Serif', serif",
  "'Liberation Sans Narrow', sans-serif",
  "'DejaVu Sans Condensed', sans-serif",
  "'DejaVu Sans Mono', monospace",
];
const HEADINGS = [undefined, 'large'] as const;

const pick = <T>(list: readonly T[], at: number): T => list[Math.min(list.length - 1, Math.floor(at * list.length))]!;

/** The menu printed the `n`th other way; its id names the remix, so its photo is shot anew too. */
export function remixed(menu: CorpusMenu, n: number): CorpusMenu {
  const id = `${menu.id}^${n}`;
  const cjk = menu.font.includes('WenQuanYi');
  // A layout other than the menu's own; sizes are never printed before a dish's name.
  const sized = menu.items.some((i) => i.size);
  const layouts = LAYOUTS.filter((l) => l !== menu.layout && !(sized && l === 'price-first'));
  const headings = pick(HEADINGS, hash(id, 13));
  const { headings: _own, ...rest } = menu;
  return {
    ...rest,
    id,
    layout: pick(layouts, hash(id, 11)),
    font: cjk ? menu.font : pick(LATIN_FONTS, hash(id, 12)),
    bold: hash(id, 14) < 0.3,
    ...(headings ? { headings } : {}),
  };
}
