// The 'Translate All Menu Items & Categories' dialog's plan (doc 2 §4 bulk
// translation dialog, translation row status; §7; §9): every item and category
// is a row, translated name and description from the default language, 5 rows
// at a time, and one language's results become one translations.apply payload.
// Pure, so the rules are table-tested; the dialog only runs them.
import type { Category, MenuItem } from '../shared/entities';
import { sourceOf } from './translation-source';
import type { TranslationsApplyPayload } from './translations-apply';

export type TranslationRowStatus = 'pending' | 'success' | 'error';

export interface TranslationRow {
  kind: 'item' | 'category';
  id: string;
  name: string;
  description: string;
}

export interface RowResult {
  row: TranslationRow;
  /** null when any part failed: a failed row writes nothing (the original stays). */
  translation: { name: string; description: string } | null;
}

/** Items first, then categories, each in list order. */
export function translationRows(items: readonly Pick<MenuItem, 'id' | 'name' | 'description'>[], categories: readonly Pick<Category, 'id' | 'name' | 'description'>[]): TranslationRow[] {
  return [
    ...items.map((i) => ({ kind: 'item' as const, id: i.id, name: i.name, description: i.description ?? '' })),
    ...categories.map((c) => ({ kind: 'category' as const, id: c.id, name: c.name, description: c.description ?? '' })),
  ];
}

export function rowKey(row: Pick<TranslationRow, 'kind' | 'id'>): string {
  return `${row.kind}:${row.id}`;
}

export function chunksOf<T>(list: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < list.length; i += size) chunks.push(list.slice(i, i + size));
  return chunks;
}

export function percentDone(done: number, total: number): number {
  return total === 0 ? 100 : Math.round((done / total) * 100);
}

/** The languages worth translating into: enabled, not the default. */
export function targetLanguages<L extends { code: string; enabled: boolean }>(supported: readonly L[], defaultLanguage: string): L[] {
  return supported.filter((l) => l.enabled && l.code !== defaultLanguage);
}

/** One language's successful rows as the command's payload; null when none succeeded (nothing to write). */
export function applyPayloadOf(language: string, results: readonly RowResult[]): TranslationsApplyPayload | null {
  const payload: TranslationsApplyPayload = { language, items: [], categories: [] };
  for (const { row, translation } of results) {
    if (!translation) continue;
    // The row's texts are the originals the translation was made from.
    const source = sourceOf(row);
    if (row.kind === 'item') payload.items.push({ menuItemId: row.id, ...translation, source });
    else payload.categories.push({ categoryId: row.id, ...translation, source });
  }
  return payload.items.length + payload.categories.length === 0 ? null : payload;
}
