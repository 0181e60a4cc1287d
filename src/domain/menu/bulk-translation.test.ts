import { describe, expect, it } from 'vitest';
import { applyPayloadOf, chunksOf, percentDone, targetLanguages, translationRows, type RowResult } from './bulk-translation';
import { applyTranslationsCommand, mergeTranslation, readTranslationsApply } from './translations-apply';
import { overlayMenuItems } from '../sync/overlay';
import { MENU_ITEM_DEFAULTS, type MenuItem } from '../shared/entities';

describe('bulk translation plan', () => {
  it('chunks rows by 5 (doc 2 §9)', () => {
    expect(chunksOf([1, 2, 3, 4, 5, 6, 7], 5)).toEqual([[1, 2, 3, 4, 5], [6, 7]]);
    expect(chunksOf([], 5)).toEqual([]);
  });

  it('counts a percent, 100 when there is nothing to do', () => {
    expect([percentDone(1, 3), percentDone(3, 3), percentDone(0, 0)]).toEqual([33, 100, 100]);
  });

  it('translates into enabled languages other than the default', () => {
    const list = [{ code: 'en', enabled: true }, { code: 'es', enabled: true }, { code: 'fr', enabled: false }];
    expect(targetLanguages(list, 'en').map((l) => l.code)).toEqual(['es']);
  });

  it('a failed row writes nothing; no success at all is no command; each translation records its original', () => {
    const rows = translationRows([{ id: 'i1', name: 'Soup', description: 'Hot' }, { id: 'i2', name: 'Tea', description: '' }], [{ id: 'c1', name: 'Drinks', description: '' }]);
    const results: RowResult[] = [
      { row: rows[0]!, translation: { name: 'Sopa', description: 'Caliente' } },
      { row: rows[1]!, translation: null },
      { row: rows[2]!, translation: { name: 'Bebidas', description: '' } },
    ];
    expect(applyPayloadOf('es', results)).toEqual({
      language: 'es',
      items: [{ menuItemId: 'i1', name: 'Sopa', description: 'Caliente', source: { name: 'Soup', description: 'Hot' } }],
      categories: [{ categoryId: 'c1', name: 'Bebidas', description: '', source: { name: 'Drinks', description: '' } }],
    });
    expect(applyPayloadOf('es', [{ row: rows[1]!, translation: null }])).toBeNull();
  });
});

describe('translations.apply', () => {
  it.each([
    ['no language', { items: [{ menuItemId: 'a', name: 'x', description: '' }], categories: [] }],
    ['nothing to write', { language: 'es', items: [], categories: [] }],
    ['a duplicate id', { language: 'es', items: [{ menuItemId: 'a', name: 'x', description: '' }, { menuItemId: 'a', name: 'y', description: '' }], categories: [] }],
    ['a description that is no text', { language: 'es', items: [{ menuItemId: 'a', name: 'x', description: 3 }], categories: [] }],
    ['a source that is no original', { language: 'es', items: [{ menuItemId: 'a', name: 'x', description: '', source: { name: 4 } }], categories: [] }],
    ['101 items', { language: 'es', items: Array.from({ length: 101 }, (_, i) => ({ menuItemId: `i${i}`, name: 'x', description: '' })), categories: [] }],
  ])('refuses %s with the dialog words', (_label, data) => {
    expect(readTranslationsApply(data)).toEqual({ ok: false, errors: { form: 'Failed to save translations. Please try again.' } });
  });

  it('keeps the source a row was translated from', () => {
    const read = readTranslationsApply({ language: 'es', items: [{ menuItemId: 'a', name: 'Sopa', description: '', source: { name: 'Soup', description: '' } }], categories: [] });
    expect(read).toMatchObject({ ok: true, value: { items: [{ source: { name: 'Soup', description: '' } }] } });
    expect(mergeTranslation({}, 'es', { name: 'Sopa', description: '', source: { name: 'Soup', description: '' } }))
      .toEqual({ es: { name: 'Sopa', description: '', source: { name: 'Soup', description: '' } } });
  });

  it('merges one language and keeps the others', () => {
    expect(mergeTranslation({ fr: { name: 'Soupe', description: '' } }, 'es', { name: 'Sopa', description: '' }))
      .toEqual({ fr: { name: 'Soupe', description: '' }, es: { name: 'Sopa', description: '' } });
  });

  it('shows a queued language over the replica at once, the other languages kept', () => {
    const item: MenuItem = { ...MENU_ITEM_DEFAULTS, id: 'i1', storeId: 's', name: 'Soup', beautifyEnabled: false, categories: [], orderIndex: 0, translations: { fr: { name: 'Soupe', description: '' } } };
    const built = applyTranslationsCommand({ language: 'es', items: [{ menuItemId: 'i1', name: 'Sopa', description: '' }], categories: [] }, { commandId: 'k1', storeId: 's' });
    if (!built.ok) throw new Error('not built');
    const [viewed] = overlayMenuItems([item], [{ command: built.value, status: 'queued' }]);
    expect(viewed).toMatchObject({ pending: true, translations: { fr: { name: 'Soupe', description: '' }, es: { name: 'Sopa', description: '' } } });
  });
});
