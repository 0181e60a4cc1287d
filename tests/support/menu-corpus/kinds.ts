// What a corpus menu is made of: its items (the truth a reading is scored
// against) and how it is printed (price format, layout, font, headings).
export interface CorpusItem {
  section: string;
  name: string;
  /** null: market price. */
  price: number | null;
  description?: string;
  /** Several prices on one printed line (sizes, half/full): the printed name and this price's label; `name` is 'Group (label)'. */
  size?: { group: string; label: string };
}

export type PriceFormat =
  | 'plain' // 12 / 12.50
  | 'comma' // 3,50
  | 'dollar' // $12.50
  | 'euro-after' // 12,50 €
  | 'euro-before' // €12,50
  | 'lira-sign' // 32 ₺ / 32,50 ₺
  | 'lira-sign-before' // ₺85
  | 'lira-code' // 32 TL
  | 'pound' // £12.50
  | 'chf' // CHF 12.50
  | 'krone' // 125 kr
  | 'zloty' // 18,50 zł
  | 'real' // R$ 32,90
  | 'rupee' // ₹350 / ₹1,250
  | 'yen' // ¥1,200
  | 'dong' // 65.000₫
  | 'yuan' // 38元
  | 'yen-after' // 1,280円
  | 'won' // 12,000원
  | 'nt-dollar' // NT$180
  | 'hk-dollar'; // HK$38.5

export type Layout =
  | 'leaders' // one column, dot leaders between name and price
  | 'spaced' // one column, name left, price right
  | 'two-columns'
  | 'three-columns'
  | 'centered' // 'name   price' centred on one line
  | 'price-first'; // the price, then the name

export interface CorpusMenu {
  id: string;
  title: string;
  /** The menu's language (BCP 47: 'zh-Hant' for traditional Chinese). */
  language: string;
  format: PriceFormat;
  layout: Layout;
  font: string;
  /** Names in bold. */
  bold?: boolean;
  /** Section headings as written ('caps': small capitals-only lines; 'large': larger type, as written). */
  headings?: 'caps' | 'large';
  items: CorpusItem[];
}

type Row = [name: string, price: number | null, description?: string];

/** Items of one section. */
export const s = (section: string, rows: Row[]): CorpusItem[] =>
  rows.map(([name, price, description]) => ({ section, name, price, ...(description ? { description } : {}) }));

/** One printed line with several labelled prices ('Margherita  S 9,50  L 13,50'): one item per price. */
export const sized = (section: string, group: string, prices: Array<[label: string, price: number]>): CorpusItem[] =>
  prices.map(([label, price]) => ({ section, name: `${group} (${label})`, price, size: { group, label } }));
