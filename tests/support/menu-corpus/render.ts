// The corpus's files, rendered now from the menus' data (menus.ts) in
// Chromium: each menu as a clean PNG, a phone photo (turned, blurred, shadow,
// specks, JPEG), light text on a dark board, and a small screenshot (700 px
// tall). Deterministic: the same data gives the same files.
import type { Browser } from 'playwright-core';
import type { CorpusItem, CorpusMenu, PriceFormat } from './menus';

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

export function formatPrice(price: number | null, format: PriceFormat): string {
  if (price === null) return 'MP';
  switch (format) {
    case 'plain': return maybeDecimals(price, '.');
    case 'dollar': return `$${price.toFixed(2)}`;
    case 'euro-after': return `${comma(price)} €`;
    case 'euro-before': return `€${comma(price)}`;
    case 'lira-sign': return `${maybeDecimals(price, ',')} ₺`;
    case 'lira-code': return `${maybeDecimals(price, ',')} TL`;
    case 'pound': return `£${price.toFixed(2)}`;
    case 'chf': return `CHF ${price.toFixed(2)}`;
    case 'krone': return `${maybeDecimals(price, ',')} kr`;
  }
}

function row(item: CorpusItem, menu: CorpusMenu): string {
  const name = escape(item.name);
  const price = escape(formatPrice(item.price, menu.format));
  if (menu.layout === 'centered') return `<div class="i c">${name}&nbsp;&nbsp;&nbsp;${price}</div>`;
  const leader = menu.layout === 'leaders' ? `<span class="dots">${' .'.repeat(80)}</span>` : '<span class="gap"></span>';
  return `<div class="i r"><span>${name}</span>${leader}<span>${price}</span></div>`;
}

function sections(menu: CorpusMenu): string[] {
  const names = [...new Set(menu.items.map((i) => i.section))];
  return names.map((section) => {
    const rows = menu.items.filter((i) => i.section === section).map((i) => row(i, menu)).join('');
    return `<section><h2${menu.layout === 'centered' ? ' class="c"' : ''}>${escape(section)}</h2>${rows}</section>`;
  });
}

function html(menu: CorpusMenu, theme: { bg: string; fg: string }, extraCss = ''): string {
  const parts = sections(menu);
  const half = Math.ceil(parts.length / 2);
  const two = menu.layout === 'two-columns';
  const body = two
    ? `<div class="cols"><div class="col">${parts.slice(0, half).join('')}</div><div class="col">${parts.slice(half).join('')}</div></div>`
    : `<div class="col">${parts.join('')}</div>`;
  return `<!doctype html><html lang="${menu.language}"><head><meta charset="utf-8"><style>
    body { margin: 0; background: ${theme.bg}; color: ${theme.fg}; font-family: ${menu.font}; font-size: 24px; }
    .page { padding: 40px 48px; width: ${two ? 1100 : 680}px; box-sizing: border-box; background: ${theme.bg}; }
    h1 { text-align: center; font-size: 42px; margin: 0 0 24px; }
    h2 { font-size: 30px; margin: 28px 0 12px; letter-spacing: 1px; }
    .cols { display: flex; gap: 90px; } .cols .col { flex: 1; }
    .i { margin: 0 0 14px; } .r { display: flex; gap: 8px; white-space: nowrap; }
    .dots { flex: 1; overflow: hidden; } .gap { flex: 1; }
    .c { text-align: center; }
    ${extraCss}
  </style></head><body><div class="page" id="menu"><h1>${escape(menu.title)}</h1>${body}</div></body></html>`;
}

const LIGHT = { bg: '#fff', fg: '#111' };
const DARK = { bg: '#1d1f22', fg: '#f1ede4' };
/** A phone photo of a printed menu: a table behind it, turned, slightly blurred, a shadow across it. */
const PHOTO_CSS = `
  body { background: #8a7f70; padding: 50px; }
  .page { transform: rotate(-3deg); filter: blur(0.7px); box-shadow: 0 0 30px rgba(0,0,0,.5);
    background: linear-gradient(115deg, #fbf8f1 0%, #efe9dc 55%, #b9b2a4 100%); }
  #noise { position: absolute; inset: 0; pointer-events: none; }`;
const NOISE_SCRIPT = `
  const c = document.createElement('canvas'); c.id = 'noise';
  c.width = document.body.scrollWidth; c.height = document.body.scrollHeight;
  c.style.width = c.width + 'px'; c.style.height = c.height + 'px';
  document.body.appendChild(c);
  const g = c.getContext('2d'); let seed = 22;
  const rnd = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
  for (let n = 0; n < 12000; n++) { g.fillStyle = 'rgba(50,45,40,' + (0.08 + rnd() * 0.3) + ')'; g.fillRect(rnd() * c.width, rnd() * c.height, 1 + rnd() * 2, 1 + rnd() * 2); }`;

async function shoot(browser: Browser, page: string, type: 'png' | 'jpeg', options: { script?: string; scale?: number } = {}): Promise<Uint8Array> {
  const tab = await browser.newPage({ viewport: { width: 1300, height: 900 }, deviceScaleFactor: options.scale ?? 1 });
  try {
    await tab.setContent(page);
    if (options.script) await tab.evaluate(options.script);
    const target = options.script ? tab.locator('body') : tab.locator('#menu');
    return new Uint8Array(await target.screenshot({ type, ...(type === 'jpeg' ? { quality: 72 } : {}) }));
  } finally {
    await tab.close();
  }
}

/** The menu's page height at scale 1, to make the small capture 700 px tall. */
async function pageHeight(browser: Browser, page: string): Promise<number> {
  const tab = await browser.newPage({ viewport: { width: 1300, height: 900 } });
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
      return { menu, capture, contentType: 'image/jpeg', bytes: await shoot(browser, html(menu, LIGHT, PHOTO_CSS), 'jpeg', { script: NOISE_SCRIPT }) };
    case 'dark':
      return { menu, capture, contentType: 'image/jpeg', bytes: await shoot(browser, html(menu, DARK), 'jpeg') };
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
