// Menu files made from known data: HTML menus rendered by Chromium
// to PNG/JPEG (screenshots) and to PDF (page.pdf() keeps a text layer), a
// photo-like copy turned a few degrees with noise, and a PDF made of a picture
// only (no text layer: the OCR path). The integration test and the bench read
// them and score the reader's draft against the data they were made from.
import { PDFDocument } from '@cantoo/pdf-lib';
import type { Browser } from 'playwright-core';
import { chromium } from 'playwright-core';
import type { MenuDraft } from '../../src/domain/shared/menu-draft';
import { CHROMIUM_ARGS, FULL_CHROMIUM } from '../../playwright.config';

export interface KnownItem {
  section: string;
  name: string;
  description?: string;
  /** null: market price. */
  price: number | null;
}

export interface MenuFixture {
  name: string;
  fileType: 'image' | 'pdf';
  contentType: string;
  ext: string;
  bytes: Uint8Array;
  items: KnownItem[];
}

type PriceStyle = (price: number) => string;
const plain: PriceStyle = (p) => (Number.isInteger(p) ? String(p) : p.toFixed(2));
const dollars: PriceStyle = (p) => `$${p.toFixed(2)}`;
const euros: PriceStyle = (p) => `${p.toFixed(2).replace('.', ',')} €`;

const ONE_COLUMN: KnownItem[] = [
  { section: 'STARTERS', name: 'Garlic Bread', description: 'Toasted sourdough, herb butter', price: 5.5 },
  { section: 'STARTERS', name: 'Tomato Soup', price: 6 },
  { section: 'STARTERS', name: 'Calamari', description: 'Lemon aioli', price: 9.75 },
  { section: 'MAINS', name: 'Grilled Salmon', description: 'Lemon butter, green beans', price: 18.5 },
  { section: 'MAINS', name: 'Chicken Curry', price: 14 },
  { section: 'MAINS', name: 'Lobster', price: null },
  { section: 'DESSERTS', name: 'Chocolate Cake', price: 7.25 },
  { section: 'DESSERTS', name: 'Apple Pie', description: 'Vanilla ice cream', price: 6.5 },
];

const TWO_COLUMNS: KnownItem[] = [
  { section: 'PIZZA', name: 'Margherita', description: 'Tomato, mozzarella, basil', price: 11 },
  { section: 'PIZZA', name: 'Diavola', description: 'Spicy salami, chili', price: 13.5 },
  { section: 'PIZZA', name: 'Quattro Formaggi', price: 14.25 },
  { section: 'PASTA', name: 'Carbonara', description: 'Egg, pecorino, guanciale', price: 12.75 },
  { section: 'PASTA', name: 'Lasagne', price: 13 },
  { section: 'SALADS', name: 'Caesar Salad', description: 'Romaine, parmesan, croutons', price: 9.5 },
  { section: 'SALADS', name: 'Greek Salad', price: 8.75 },
  { section: 'DRINKS', name: 'Espresso', price: 2.5 },
  { section: 'DRINKS', name: 'Lemonade', price: 3.25 },
  { section: 'DRINKS', name: 'Red Wine', description: 'By the glass', price: 6 },
];

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

function sectionsHtml(items: KnownItem[], style: PriceStyle): string[] {
  const names = [...new Set(items.map((i) => i.section))];
  return names.map((section) => {
    const rows = items
      .filter((i) => i.section === section)
      .map((i) => {
        const price = i.price === null ? 'MP' : style(i.price);
        const description = i.description ? `<div class="d">${escape(i.description)}</div>` : '';
        return `<div class="i"><div class="r"><span>${escape(i.name)}</span><span>${escape(price)}</span></div>${description}</div>`;
      })
      .join('');
    return `<section><h2>${escape(section)}</h2>${rows}</section>`;
  });
}

function menuHtml(title: string, items: KnownItem[], style: PriceStyle, columns: 1 | 2, extraCss = ''): string {
  const sections = sectionsHtml(items, style);
  const half = Math.ceil(sections.length / 2);
  const body =
    columns === 1
      ? `<div class="col">${sections.join('')}</div>`
      : `<div class="cols"><div class="col">${sections.slice(0, half).join('')}</div><div class="col">${sections.slice(half).join('')}</div></div>`;
  return `<!doctype html><html><head><style>
    body { margin: 0; background: #fff; color: #111; font-family: 'DejaVu Sans', sans-serif; font-size: 22px; }
    .page { padding: 36px 44px; width: ${columns === 1 ? 620 : 1100}px; box-sizing: border-box; background: #fff; }
    h1 { text-align: center; font-size: 40px; margin: 0 0 24px; }
    h2 { font-size: 30px; margin: 26px 0 12px; letter-spacing: 1px; }
    .cols { display: flex; gap: 90px; } .cols .col { flex: 1; }
    .i { margin: 0 0 14px; } .r { display: flex; justify-content: space-between; }
    .d { font-size: 18px; color: #444; margin-top: 2px; }
    ${extraCss}
  </style></head><body><div class="page" id="menu"><h1>${escape(title)}</h1>${body}</div></body></html>`;
}

/** Grey specks and a slight blur, turned a few degrees: a phone photo of a printed menu, deterministically. */
const PHOTO_CSS = `
  body { background: #d8d4cc; padding: 40px; }
  .page { transform: rotate(2.5deg); filter: blur(0.5px); box-shadow: 0 0 30px rgba(0,0,0,.3); }
  #noise { position: absolute; inset: 0; pointer-events: none; }`;
const NOISE_SCRIPT = `
  const c = document.createElement('canvas'); c.id = 'noise';
  c.width = document.body.scrollWidth; c.height = document.body.scrollHeight;
  c.style.width = c.width + 'px'; c.style.height = c.height + 'px';
  document.body.appendChild(c);
  const g = c.getContext('2d'); let seed = 14;
  const rnd = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
  for (let n = 0; n < 9000; n++) { g.fillStyle = 'rgba(60,60,60,' + (0.1 + rnd() * 0.3) + ')'; g.fillRect(rnd() * c.width, rnd() * c.height, 1 + rnd() * 2, 1 + rnd() * 2); }`;

export function launchFixtureBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: FULL_CHROMIUM, args: CHROMIUM_ARGS });
}

async function screenshot(browser: Browser, html: string, type: 'png' | 'jpeg', script?: string): Promise<Uint8Array> {
  const page = await browser.newPage({ viewport: { width: 1200, height: 800 } });
  try {
    await page.setContent(html);
    if (script) await page.evaluate(script);
    const target = script ? page.locator('body') : page.locator('#menu');
    return new Uint8Array(await target.screenshot({ type, ...(type === 'jpeg' ? { quality: 82 } : {}) }));
  } finally {
    await page.close();
  }
}

async function printPdf(browser: Browser, html: string): Promise<Uint8Array> {
  const page = await browser.newPage();
  try {
    await page.setContent(html);
    return new Uint8Array(await page.pdf({ width: '1200px', height: '1100px', printBackground: true }));
  } finally {
    await page.close();
  }
}

/** A PDF whose only page is a picture: nothing for a text layer to give. */
export async function imageOnlyPdf(png: Uint8Array): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const image = await pdf.embedPng(png);
  const page = pdf.addPage([image.width * 0.75, image.height * 0.75]);
  page.drawImage(image, { x: 0, y: 0, width: page.getWidth(), height: page.getHeight() });
  return pdf.save();
}

/** The fixture set; every file is rendered now from the data beside it. */
export async function makeMenuFixtures(browser: Browser): Promise<MenuFixture[]> {
  const oneColumn = await screenshot(browser, menuHtml('Cafe Luna', ONE_COLUMN, plain, 1), 'png');
  return [
    { name: 'one column, 12 / 12.50 / MP (PNG)', fileType: 'image', contentType: 'image/png', ext: 'png', bytes: oneColumn, items: ONE_COLUMN },
    {
      name: 'two columns, $12.50 (PNG)', fileType: 'image', contentType: 'image/png', ext: 'png',
      bytes: await screenshot(browser, menuHtml('Trattoria Roma', TWO_COLUMNS, dollars, 2), 'png'), items: TWO_COLUMNS,
    },
    {
      name: 'photo: turned 2.5°, noise, JPEG, 12,50 €', fileType: 'image', contentType: 'image/jpeg', ext: 'jpg',
      bytes: await screenshot(browser, menuHtml('Cafe Luna', ONE_COLUMN, euros, 1, PHOTO_CSS), 'jpeg', NOISE_SCRIPT), items: ONE_COLUMN,
    },
    {
      name: 'two columns with a text layer (PDF), 12,50 €', fileType: 'pdf', contentType: 'application/pdf', ext: 'pdf',
      bytes: await printPdf(browser, menuHtml('Trattoria Roma', TWO_COLUMNS, euros, 2)), items: TWO_COLUMNS,
    },
    { name: 'scanned: a picture only (PDF)', fileType: 'pdf', contentType: 'application/pdf', ext: 'pdf', bytes: await imageOnlyPdf(oneColumn), items: ONE_COLUMN },
  ];
}

/** A blank white page: a readable file with nothing on it. */
export async function emptyPagePng(browser: Browser): Promise<Uint8Array> {
  return screenshot(browser, '<!doctype html><html><body style="margin:0;background:#fff"><div id="menu" style="width:600px;height:800px"></div></body></html>', 'png');
}

const normal = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();

/** Letters that differ between two names (an OCR slip in one letter still names the item). */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const saved = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = saved;
    }
  }
  return row[b.length]!;
}

export interface FixtureScore {
  found: number;
  total: number;
  score: number;
  missing: string[];
}

/** Known items the draft holds with the exact price (names may differ by one letter in ten). */
export function scoreDraft(draft: MenuDraft, known: KnownItem[]): FixtureScore {
  const read = draft.sections.flatMap((s) => s.items);
  const missing: string[] = [];
  for (const item of known) {
    const name = normal(item.name);
    const hit = read.some((r) => distance(normal(r.name), name) <= Math.floor(name.length / 10) && r.price === item.price);
    if (!hit) missing.push(`${item.name} ${item.price ?? 'MP'}`);
  }
  const found = known.length - missing.length;
  return { found, total: known.length, score: found / known.length, missing };
}
