import { describe, expect, it } from 'vitest';
import { publicMenuOf } from './public-menu';

const store = (configs: Record<string, unknown> = {}) => ({ id: 's1', storeName: 'Harbor', ownerId: 'u1', configs });
const item = (id: string, fields: Record<string, unknown> = {}) => ({
  id, name: id, description: '', price: 5, isAvailable: true, categories: [], orderIndex: 0, translations: {}, _deleted: false,
  lastChangedBy: { uid: 'u1', name: 'Owner' }, createdAt: 1, updatedAt: 2, ...fields,
});
const category = (id: string, fields: Record<string, unknown> = {}) => ({ id, name: id, icon: '🍲', isActive: true, orderIndex: 0, translations: {}, _deleted: false, ...fields });

describe('the public menu', () => {
  it("lists live, available dishes in the store's order, under active categories in theirs, with nothing a guest should not see", () => {
    const menu = publicMenuOf(
      store(),
      [item('b', { orderIndex: 2, categories: ['mains', 'hidden'] }), item('a', { orderIndex: 1, categories: ['drinks', 'mains'] }),
        item('gone', { _deleted: true }), item('86', { isAvailable: false }), item('odd', { price: 'free' })],
      [category('drinks', { orderIndex: 2 }), category('mains', { orderIndex: 1 }), category('hidden', { isActive: false })],
    );
    expect(menu.items.map((i) => [i.id, i.categoryIds])).toEqual([['a', ['mains', 'drinks']], ['b', ['mains']]]);
    expect(menu.categories.map((c) => c.id)).toEqual(['mains', 'drinks']);
    expect(JSON.stringify(menu)).not.toMatch(/lastChangedBy|ownerId|u1|createdAt|updatedAt|isAvailable|_deleted/);
  });

  it('offers the enabled languages only with multi-language on, and only translations made from the current text', () => {
    const languageConfig = { defaultLanguage: 'en', supportedLanguages: [
      { code: 'en', name: 'English', flag: '🇺🇸', enabled: true, isDefault: true },
      { code: 'zh', name: '中文', flag: '🇨🇳', enabled: true, isDefault: false },
      { code: 'fr', name: 'Français', flag: '🇫🇷', enabled: false, isDefault: false },
    ] };
    const translations = {
      zh: { name: '汤', description: '热', source: { name: 'Soup', description: '' } },
      fr: { name: 'Soupe', description: '' },
    };
    const soup = item('soup', { name: 'Soup', translations });
    const off = publicMenuOf(store({ languageConfig }), [soup], []);
    expect(off.languages.map((l) => l.code)).toEqual(['en']);
    expect(off.items[0]?.translations).toEqual({});
    const on = publicMenuOf(store({ languageConfig, featureFlags: { enableMultiLanguage: true } }), [soup], []);
    expect(on.languages).toEqual([{ code: 'en', name: 'English', flag: '🇺🇸' }, { code: 'zh', name: '中文', flag: '🇨🇳' }]);
    expect(on.items[0]?.translations).toEqual({ zh: { name: '汤', description: '热' } });
    const renamed = publicMenuOf(store({ languageConfig, featureFlags: { enableMultiLanguage: true } }), [{ ...soup, name: 'Chowder' }], []);
    expect(renamed.items[0]?.translations).toEqual({});
  });

  it("carries the ordering settings the page needs: the switch, cancelling, live status, tax and the gratuity on offer", () => {
    const menu = publicMenuOf(store({
      enableOrderFunction: true,
      orderConfig: { allowCustomerCancelBeforeConfirmed: true, enableTax: true, taxRate: 8.5, enableDefaultGratuity: false, defaultGratuityRate: 18, presetGratuityRates: [15, 10] },
      featureFlags: { enableRealTimeOrderStatus: true },
    }), [], []);
    expect(menu.ordering).toEqual({ enabled: true, cancelBeforeConfirmed: true, liveStatus: true, taxRate: 8.5, gratuity: { choices: [0, 10, 15], preselected: 0 } });
    expect(publicMenuOf(store(), [], []).ordering).toEqual({ enabled: false, cancelBeforeConfirmed: false, liveStatus: false, taxRate: 0, gratuity: { choices: [0], preselected: 0 } });
  });
});
