import { describe, expect, it } from 'vitest';
import { DEFAULT_APP_CONFIG } from '../settings/app-config';
import { updateStoreConfigsCommand, updateStoreProfileCommand } from './store-commands';
import { parsePayload } from '../shared/payload-schema';
import { STORE_PAYLOADS } from './commands';
import { applyConfigs, checkStoreSettings, STORE_SETTINGS } from './store-settings';

const ids = { commandId: 'c1', storeId: 's1' };
const profile = { storeName: 'Cafe', address: '', phone: '', googleLink: '', yelpLink: '' };

describe('STORE_SETTINGS (the untrusted payload)', () => {
  const refusalOf = (input: unknown) => {
    try {
      parsePayload(STORE_SETTINGS, input);
    } catch (error) {
      return (error as Error).message;
    }
    return undefined;
  };

  it.each([
    ['profile fields', { storeName: 'A', yelpLink: '' }, { storeName: 'A', yelpLink: '' }],
    ['undefined and null are stripped', { storeName: 'A', address: undefined, phone: null }, { storeName: 'A' }],
    ['a partial configs', { configs: { orderConfig: { enableTax: true, taxRate: undefined } } }, { configs: { orderConfig: { enableTax: true } } }],
  ])('reads %s', (_label, input, expected) => {
    expect(parsePayload(STORE_SETTINGS, input)).toEqual(expected);
  });

  it.each([
    ['not an object', 'x', 'Failed to save store information.'],
    ['nothing to change', {}, 'Failed to save store information.'],
    ['an unknown field', { ownerId: 'u' }, 'Failed to save store information.'],
    ['a number for a name', { storeName: 1 }, 'Failed to save store information.'],
    ['a string switch', { configs: { enableOrderFunction: 'true' } }, 'Failed to save application settings.'],
    ['an unknown flag', { configs: { featureFlags: { x: true } } }, 'Failed to save application settings.'],
    ['an infinite rate', { configs: { orderConfig: { taxRate: Infinity } } }, 'Failed to save application settings.'],
    ['a preset over 100', { configs: { orderConfig: { presetGratuityRates: [101] } } }, 'Failed to save application settings.'],
    ['a duplicated language', { configs: { languageConfig: { supportedLanguages: [DEFAULT_APP_CONFIG.languageConfig.supportedLanguages[0], DEFAULT_APP_CONFIG.languageConfig.supportedLanguages[0]] } } }, 'Failed to save application settings.'],
  ])('refuses %s', (_label, input, message) => {
    expect(refusalOf(input)).toBe(message);
  });

  it('reads every setting the defaults have, as they are', () => {
    expect(parsePayload(STORE_SETTINGS, { configs: DEFAULT_APP_CONFIG })).toEqual({ configs: DEFAULT_APP_CONFIG });
  });

  it('a payload without settings, or with null ones, is the store form\'s failure', () => {
    for (const payload of [{}, { settings: null }, { settings: [] }]) {
      expect(() => parsePayload(STORE_PAYLOADS['store.updateSettings'], payload)).toThrow('Failed to save store information.');
    }
  });
});

describe('applyConfigs', () => {
  it('lays an update over the stored configs and the defaults; arrays replace whole', () => {
    const stored = { enableOrderFunction: true, orderConfig: { presetGratuityRates: [10, 15] } };
    const next = applyConfigs(stored, { orderConfig: { taxRate: 5, presetGratuityRates: [20] } });
    expect(next.enableOrderFunction).toBe(true);
    expect(next.orderConfig).toEqual({ ...DEFAULT_APP_CONFIG.orderConfig, taxRate: 5, presetGratuityRates: [20] });
    expect(next.featureFlags).toEqual(DEFAULT_APP_CONFIG.featureFlags);
  });
});

describe('checkStoreSettings (the forms rules, doc 2 §5)', () => {
  it.each([
    [{ storeName: ' ' }, { storeName: 'Store name is required' }],
    [{ phone: '12a' }, { phone: 'Please enter a valid phone number' }],
    [{ googleLink: 'www.example.com' }, { googleLink: 'Please enter a valid URL' }],
    [{ configs: { orderConfig: { enableTax: true, taxRate: 100.01 } } }, { taxRate: 'Tax rate must be between 0% and 100%' }],
    [{ configs: { orderConfig: { enableDefaultGratuity: true, defaultGratuityRate: Number.NaN } } }, { defaultGratuityRate: 'Gratuity rate must be between 0% and 100%' }],
    [{ configs: { languageConfig: { defaultLanguage: 'es' } } }, { languages: 'The default language cannot be removed.' }],
  ])('refuses %j', (settings, errors) => {
    expect(checkStoreSettings({ storeName: 'Cafe' }, settings)).toEqual({ ok: false, errors });
  });

  it('a rate out of range is fine while its switch is off', () => {
    expect(checkStoreSettings({}, { configs: { orderConfig: { enableTax: false, taxRate: 500 } } }).ok).toBe(true);
  });

  it('trims the profile fields it writes, and only those', () => {
    expect(checkStoreSettings({ storeName: 'Cafe', phone: 'bad old phone' }, { address: ' 1 Main St ' })).toEqual({ ok: false, errors: { phone: 'Please enter a valid phone number' } });
    expect(checkStoreSettings({ storeName: 'Cafe' }, { address: ' 1 Main St ' })).toEqual({ ok: true, value: { address: '1 Main St' } });
  });
});

describe('command builders', () => {
  it('the profile form sends every field, trimmed', () => {
    const built = updateStoreProfileCommand({ opened: {}, edited: { ...profile, storeName: ' Cafe ', googleLink: 'https://g.co/x ' } }, {}, ids);
    expect(built).toEqual({ ok: true, value: { id: 'c1', type: 'store.updateSettings', storeId: 's1', payload: { settings: { storeName: 'Cafe', googleLink: 'https://g.co/x' } } } });
  });

  it('a command the server would refuse is never built', () => {
    expect(updateStoreProfileCommand({ opened: profile, edited: { ...profile, storeName: '' } }, {}, ids).ok).toBe(false);
    const bad = { ...DEFAULT_APP_CONFIG, orderConfig: { ...DEFAULT_APP_CONFIG.orderConfig, enableTax: true, taxRate: -1 } };
    expect(updateStoreConfigsCommand({ opened: DEFAULT_APP_CONFIG, edited: bad }, {}, ids)).toEqual({ ok: false, errors: { taxRate: 'Tax rate must be between 0% and 100%' } });
  });

  it('carries only what the form changed since it opened, so a change made elsewhere meanwhile survives', () => {
    const opened = DEFAULT_APP_CONFIG;
    const edited = { ...opened, featureFlags: { ...opened.featureFlags, enableSearch: !opened.featureFlags.enableSearch } };
    // Another device turned tax on after this form opened: the store as it is now.
    const current = { configs: { ...opened, orderConfig: { ...opened.orderConfig, enableTax: true, taxRate: 8 } } };
    const built = updateStoreConfigsCommand({ opened, edited }, current, ids);
    expect(built).toEqual({
      ok: true,
      value: { id: 'c1', type: 'store.updateSettings', storeId: 's1', payload: { settings: { configs: { featureFlags: { enableSearch: edited.featureFlags.enableSearch } } } } },
    });
    // Laid over the stored settings as the server does: both changes stand.
    const payload = built.ok && built.value ? built.value.payload.settings.configs : undefined;
    const stored = applyConfigs(current.configs, payload);
    expect(stored.orderConfig).toMatchObject({ enableTax: true, taxRate: 8 });
    expect(stored.featureFlags.enableSearch).toBe(edited.featureFlags.enableSearch);
  });

  it('builds no command when nothing changed, and sends a changed list whole', () => {
    expect(updateStoreConfigsCommand({ opened: DEFAULT_APP_CONFIG, edited: structuredClone(DEFAULT_APP_CONFIG) }, {}, ids)).toEqual({ ok: true, value: null });
    expect(updateStoreProfileCommand({ opened: profile, edited: { ...profile } }, {}, ids)).toEqual({ ok: true, value: null });
    const rates = { ...DEFAULT_APP_CONFIG, orderConfig: { ...DEFAULT_APP_CONFIG.orderConfig, presetGratuityRates: [10, 15] } };
    const built = updateStoreConfigsCommand({ opened: DEFAULT_APP_CONFIG, edited: rates }, {}, ids);
    expect(built.ok && built.value?.payload.settings.configs).toEqual({ orderConfig: { presetGratuityRates: [10, 15] } });
  });
});
