// The corpus's files, rendered now from the menus' data in Chromium: each
// menu as a clean PNG, a phone photo (turned, at a slant, blurred, shadow,
// specks, poor light, JPEG), light text on a dark board, and a small
// screenshot (700 px tall). Deterministic: the same data gives the same files.
import type { Browser } from 'playwright-core';
import type { CorpusItem, CorpusMenu, Layout, PriceFormat } from './kinds';

export type Capture = 'clean' | 'photo' | 'dark' | 'small';
export const CAPTURES: readonly Capture[] = ['clean', 'photo', 'dark', 'small'];

export interface CorpusFile {
  menu: CorpusMenu;
  capture: Capture;
  contentType: 'image/png' | 'image/jpeg';
  bytes: Uint8Array;
}

const escape = (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const comma = (p: number) => p.toFixed(2).replace('.', ',');
const maybeDecimals = (p: number, sep: '.' | ',') => (Number.isInteger(p) ? String(p) : sep === ',' ? comma(p) : p.toFixed(2));
const thousands = (p: number, sep: '.' | ',') => String(Math.round(p)).replace(/\B(?=(\d{3})+$)/g, sep);

export function formatPrice(price: number | null, format: PriceFormat): string {
  if (price === null) return 'MP';
  switch (format) {
    case 'plain': return maybeDecimals(price, '.');
    case 'comma': return comma(price);
    case 'dollar': return `$${price.toFixed(2)}`;
    case 'euro-after': return `${comma(price)} €`;
    case 'euro-before': return `€${comma(price)}`;
    case 'lira-sign': return `${maybeDecimals(price, ',')} ₺`;
    case 'lira-sign-before': return `₺${maybeDecimals(price, ',')}`;
    case 'lira-code': return `${maybeDecimals(price, ',')} TL`;
    case 'pound': return `£${price.toFixed(2)}`;
    case 'chf': return `CHF ${price.toFixed(2)}`;
    case 'krone': return `${maybeDecimals(price, ',')} kr`;
    case 'zloty': return `${comma(price)} zł`;
    case 'real': return `R$ ${comma(price)}`;
    case 'rupee': return `₹${thousands(price, ',')}`;
    case 'yen': return `¥${thousands(price, ',')}`;
    case 'dong': return `${thousands(price, '.')}₫`;
    case 'yuan': return `${maybeDecimals(price, '.')}元`;
    case 'yen-after': return `${thousands(price, ',')}円`;
    case 'won': return `${thousands(price, ',')}원`;
    case 'nt-dollar': return `NT$${thousands(price, ',')}`;
    case 'hk-dollar': return `HK$${maybeDecimals(price, '.')}`;
  }
}

/** One printed line: an item, or every size of a sized item ('Latte  Reg £3.20  Lrg £3.80'). */
function row(items: CorpusItem[], menu: CorpusMenu): string {
  const first = items[0]!;
  const name = `<span class="n">${escape(first.size?.group ?? first.name)}</span>`;
  const prices = items
    .map((i) => `<span class="p">${i.size ? `${escape(i.size.label)} ` : ''}${escape(formatPrice(i.price, menu.format))}</span>`)
    .join('');
  const description = first.description ? `<div class="d${menu.layout === 'centered' ? ' c' : ''}">${escape(first.description)}</div>` : '';
  if (menu.layout === 'centered') return `<div class="i c">${name}&nbsp;&nbsp;&nbsp;${prices}</div>${description}`;
  if (menu.layout === 'price-first') return `<div class="i r">${prices}${name}</div>${description}`;
  const leader = menu.layout === 'leaders' ? `<span class="dots">${' .'.repeat(80)}</span>` : '<span class="gap"></span>';
  return `<div class="i r">${name}${leader}${prices}</div>${description}`;
}

/** Items grouped by printed line: the sizes of one dish share a line. */
function lines(items: CorpusItem[]): CorpusItem[][] {
  const out: CorpusItem[][] = [];
  for (const item of items) {
    const last = out[out.length - 1];
    if (item.size && last?.[0]?.size?.group === item.size.group) last.push(item);
    else out.push([item]);
  }
  return out;
}

function sections(menu: CorpusMenu): string[] {
  const names = [...new Set(menu.items.map((i) => i.section))];
  return names.map((section) => {
    const rows = lines(menu.items.filter((i) => i.section === section)).map((l) => row(l, menu)).join('');
    return `<section><h2${menu.layout === 'centered' ? ' class="c"' : ''}>${escape(section)}</h2>${rows}</section>`;
  });
}

const COLUMNS: Partial<Record<Layout, number>> = { 'two-columns': 2, 'three-columns': 3 };
const WIDTH = [0, 680, 1100, 1500];

function html(menu: CorpusMenu, theme: Theme, extraCss = ''): string {
  const parts = sections(menu);
  const columns = COLUMNS[menu.layout] ?? 1;
  const per = Math.ceil(parts.length / columns);
  const cols = Array.from({ length: columns }, (_, c) => `<div class="col">${parts.slice(c * per, (c + 1) * per).join('')}</div>`);
  const body = columns > 1 ? `<div class="cols">${cols.join('')}</div>` : cols[0]!;
  const large = menu.headings === 'large';
  return `<!doctype html><html lang="${menu.language}"><head><meta charset="utf-8"><style>
    body { margin: 0; background: ${theme.bg}; color: ${theme.fg}; font-family: ${menu.font}; font-size: 24px; }
    .page { padding: 40px 48px; width: ${WIDTH[columns]}px; box-sizing: border-box; background: ${theme.bg}; }
    h1 { text-align: center; font-size: 42px; margin: 0 0 24px; }
    h2 { font-size: ${large ? 36 : 30}px; margin: 28px 0 12px; letter-spacing: ${large ? 0 : 1}px; font-weight: ${large ? 'normal' : 'bold'}; }
    .cols { display: flex; gap: ${columns > 2 ? 60 : 90}px; } .cols .col { flex: 1; }
    .i { margin: 0 0 14px; } .r { display: flex; gap: 8px; white-space: nowrap; }
    .n { font-weight: ${menu.bold ? 'bold' : 'normal'}; }
    .p + .p { margin-left: 28px; }
    ${menu.layout === 'price-first' ? '.r .p { min-width: 120px; margin-right: 18px; }' : ''}
    .d { font-size: 18px; font-style: italic; opacity: .75; margin: -10px 0 14px; }
    .dots { flex: 1; overflow: hidden; } .gap { flex: 1; }
    .c { text-align: center; }
    ${extraCss}
  </style></head><body><div class="page" id="menu"><h1>${escape(menu.title)}</h1>${body}</div></body></html>`;
}

interface Theme {
  bg: string;
  fg: string;
}
const LIGHT: Theme = { bg: '#fff', fg: '#111' };
/** Dark menus: a chalkboard, a green board, navy with gold letters, a wine-red card. */
const DARK: Theme[] = [
  { bg: '#1d1f22', fg: '#f1ede4' },
  { bg: '#23362b', fg: '#f4f0d8' },
  { bg: '#14213d', fg: '#f3c567' },
  { bg: '#3b0d11', fg: '#f5e6c8' },
];

/** A number 0..1 of the menu and a salt, the same on every run. */
export function hash(text: string, salt: number): number {
  let h = 2166136261 ^ salt;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return ((h >>> 0) % 10007) / 10007;
}

/**
 * A phone photo of a printed menu: a table behind it, turned, seen at a slant
 * (perspective), slightly blurred, a shadow across it, in light that varies
 * from good to poor. Each menu gets its own, the same on every run.
 */
function photoCss(menu: CorpusMenu): string {
  const r = (salt: number, from: number, to: number) => from + (to - from) * hash(menu.id, salt);
  const sign = hash(menu.id, 1) < 0.5 ? -1 : 1;
  const angle = sign * r(2, 1.5, 4);
  const tiltX = r(3, -7, 7);
  const tiltY = r(4, -5, 5);
  const light = r(5, 0.55, 1);
  const blur = r(6, 0.5, 1.1);
  const shadow = Math.round(r(7, 60, 160));
  return `
  body { background: #8a7f70; padding: 60px; }
  .page { transform: perspective(1600px) rotateX(${tiltX.toFixed(1)}deg) rotateY(${tiltY.toFixed(1)}deg) rotate(${angle.toFixed(2)}deg);
    filter: blur(${blur.toFixed(2)}px) brightness(${light.toFixed(2)}); box-shadow: 0 0 30px rgba(0,0,0,.5);
    background: linear-gradient(${shadow}deg, #fbf8f1 0%, #efe9dc 55%, #b9b2a4 100%); }
  #noise { position: absolute; inset: 0; pointer-events: none; }`;
}
const NOISE_SCRIPT = `
  const c = document.createElement('canvas'); c.id = 'noise';
  c.width = document.body.scrollWidth; c.height = document.body.scrollHeight;
  c.style.width = c.width + 'px'; c.style.height = c.height + 'px';
  document.body.appendChild(c);
  const g = c.getContext('2d'); let seed = 22;
  const rnd = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
  for (let n = 0; n < 12000; n++) { g.fillStyle = 'rgba(50,45,40,' + (0.08 + rnd() * 0.3) + ')'; g.fillRect(rnd() * c.width, rnd() * c.height, 1 + rnd() * 2, 1 + rnd() * 2); }`;

async function shoot(browser: Browser, page: string, type: 'png' | 'jpeg', options: { script?: string; scale?: number; quality?: number } = {}): Promise<Uint8Array> {
  const tab = await browser.newPage({ viewport: { width: 1700, height: 900 }, deviceScaleFactor: options.scale ?? 1 });
  try {
    await tab.setContent(page);
    if (options.script) await tab.evaluate(options.script);
    const target = options.script ? tab.locator('body') : tab.locator('#menu');
    return new Uint8Array(await target.screenshot({ type, ...(type === 'jpeg' ? { quality: options.quality ?? 72 } : {}) }));
  } finally {
    await tab.close();
  }
}

/** The menu's page height at scale 1, to make the small capture 700 px tall. */
async function pageHeight(browser: Browser, page: string): Promise<number> {
  const tab = await browser.newPage({ viewport: { width: 1700, height: 900 } });
  try {
    await tab.setContent(page);
    return await tab.locator('#menu').evaluate((el) => el.getBoundingClientRect().height);
  } finally {
    await tab.close();
  }
}

export async function renderMenu(browser: Browser, menu: CorpusMenu, capture: Capture): Promise<CorpusFile> {
  switch (capture) {
    case 'clean':
      return { menu, capture, contentType: 'image/png', bytes: await shoot(browser, html(menu, LIGHT), 'png') };
    case 'photo':
      return { menu, capture, contentType: 'image/jpeg', bytes: await shoot(browser, html(menu, LIGHT, photoCss(menu)), 'jpeg', { script: NOISE_SCRIPT, quality: Math.round(60 + 20 * hash(menu.id, 8)) }) };
    case 'dark':
      return { menu, capture, contentType: 'image/jpeg', bytes: await shoot(browser, html(menu, DARK[Math.floor(hash(menu.id, 9) * DARK.length)]!), 'jpeg') };
    case 'small': {
      const page = html(menu, LIGHT);
      const scale = 700 / (await pageHeight(browser, page));
      return { menu, capture, contentType: 'image/png', bytes: await shoot(browser, page, 'png', { scale }) };
    }
  }
}

export async function renderCorpus(browser: Browser, menus: readonly CorpusMenu[], captures: readonly Capture[] = CAPTURES): Promise<CorpusFile[]> {
  const files: CorpusFile[] = [];
  for (const menu of menus) for (const capture of captures) files.push(await renderMenu(browser, menu, capture));
  return files;
}
