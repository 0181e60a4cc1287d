import { describe, expect, it } from 'vitest';
import { DEFAULT_APP_CONFIG, mergeAppConfig } from '../settings/app-config';
import {
  CATEGORY_COLORS,
  CATEGORY_DEFAULTS,
  CATEGORY_ICONS,
  MENU_ITEM_DEFAULTS,
  withCategoryDefaults,
  withMenuItemDefaults,
} from './entities';
import { BUILT_IN_LANGUAGES } from '../settings/languages';

describe('menu item and category defaults (doc 2 §3)', () => {
  it('fills the documented defaults', () => {
    expect(MENU_ITEM_DEFAULTS).toMatchObject({ name: 'Unnamed Item', price: 0, isAvailable: true });
    const item = withMenuItemDefaults({ id: 'i1', storeId: 's1' });
    expect(item).toMatchObject({ name: 'Unnamed Item', price: 0, isAvailable: true, categories: [], translations: {} });
    expect(withMenuItemDefaults({ id: 'i1', storeId: 's1', isAvailable: false, price: 3 })).toMatchObject({
      isAvailable: false,
      price: 3,
    });

    const category = withCategoryDefaults({ id: 'c1', storeId: 's1' });
    expect(category).toMatchObject({ name: 'Unnamed Category', icon: '📁', color: '#6366f1', isActive: true });
    expect(CATEGORY_DEFAULTS.color).toBe('#6366f1');
  });

  it('offers 13 distinct icons and 10 distinct colours including the defaults', () => {
    expect(CATEGORY_ICONS).toHaveLength(13);
    expect(new Set(CATEGORY_ICONS).size).toBe(13);
    expect(CATEGORY_ICONS).toContain('📁');
    expect(CATEGORY_COLORS).toHaveLength(10);
    expect(new Set(CATEGORY_COLORS).size).toBe(10);
    expect(CATEGORY_COLORS).toContain('#6366f1');
    for (const color of CATEGORY_COLORS) expect(color).toMatch(/^#[0-9a-f]{6}$/);
  });
});

describe('app config (doc 2 §3)', () => {
  it('defaults: every switch off, rates 0, no presets, English default', () => {
    const c = DEFAULT_APP_CONFIG;
    expect(c.enableOrderFunction).toBe(false);
    expect(Object.values(c.featureFlags).every((v) => v === false)).toBe(true);
    expect(c.orderConfig).toEqual({
      enableOrderNotification: false,
      allowCustomerCancelBeforeConfirmed: false,
      enableTax: false,
      taxRate: 0,
      enableDefaultGratuity: false,
      defaultGratuityRate: 0,
      presetGratuityRates: [],
    });
    expect(c.languageConfig.defaultLanguage).toBe('en');
  });

  it('merges stored values deeply over the defaults', () => {
    const merged = mergeAppConfig({
      enableOrderFunction: true,
      orderConfig: { enableTax: true, taxRate: 8.5, presetGratuityRates: [15, 18] },
      featureFlags: { enableSearch: true },
    });
    expect(merged.enableOrderFunction).toBe(true);
    expect(merged.orderConfig).toMatchObject({ enableTax: true, taxRate: 8.5, enableDefaultGratuity: false });
    expect(merged.orderConfig.presetGratuityRates).toEqual([15, 18]);
    expect(merged.featureFlags.enableSearch).toBe(true);
    expect(merged.featureFlags.enableDarkMode).toBe(false);
  });

  it('treats missing or malformed stored values as defaults', () => {
    expect(mergeAppConfig(null)).toEqual(DEFAULT_APP_CONFIG);
    expect(mergeAppConfig(undefined)).toEqual(DEFAULT_APP_CONFIG);
    const bad = { orderConfig: { taxRate: '8' } } as unknown as Parameters<typeof mergeAppConfig>[0];
    expect(mergeAppConfig(bad).orderConfig.taxRate).toBe(0);
  });

  it('never hands out the defaults\' own arrays', () => {
    const merged = mergeAppConfig({});
    merged.orderConfig.presetGratuityRates.push(10);
    merged.languageConfig.supportedLanguages.pop();
    expect(DEFAULT_APP_CONFIG.orderConfig.presetGratuityRates).toEqual([]);
    expect(DEFAULT_APP_CONFIG.languageConfig.supportedLanguages).toHaveLength(12);
  });
});

describe('built-in languages', () => {
  it('has en (enabled, default), zh (enabled) and ten disabled ones', () => {
    expect(BUILT_IN_LANGUAGES.map((l) => l.code)).toEqual([
      'en', 'zh', 'es', 'fr', 'ja', 'ko', 'de', 'it', 'pt', 'ru', 'ar', 'hi',
    ]);
    expect(BUILT_IN_LANGUAGES.filter((l) => l.enabled).map((l) => l.code)).toEqual(['en', 'zh']);
    expect(BUILT_IN_LANGUAGES.filter((l) => l.isDefault).map((l) => l.code)).toEqual(['en']);
    for (const l of BUILT_IN_LANGUAGES) {
      expect(l.name).not.toBe('');
      expect(l.flag).not.toBe('');
    }
  });
});
