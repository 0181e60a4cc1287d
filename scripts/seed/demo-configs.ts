// The settings (configs) of the demo stores: overrides merged over the domain's
// defaults, so every switch not named here is off, as in a new store.

import { mergeAppConfig } from '../../src/domain/settings/app-config.ts';
import { LANGUAGES_EN_ZH } from './demo-menu.ts';
import type { StoreConfigs } from './demo-types.ts';

export const HARBOR_CONFIGS: StoreConfigs = mergeAppConfig({
  enableOrderFunction: true,
  orderConfig: {
    enableOrderNotification: true,
    allowCustomerCancelBeforeConfirmed: true,
    enableTax: true,
    taxRate: 8.5,
    enableDefaultGratuity: true,
    defaultGratuityRate: 18,
    presetGratuityRates: [15, 18, 20, 25],
  },
  featureFlags: {
    enableMultiLanguage: true,
    enableSearch: true,
    enableReviews: true,
    enableRealTimeOrderStatus: true,
    enableAccessibility: true,
  },
  languageConfig: { defaultLanguage: 'en', supportedLanguages: LANGUAGES_EN_ZH },
});

export const NIGHT_MARKET_CONFIGS: StoreConfigs = mergeAppConfig({
  languageConfig: { defaultLanguage: 'en', supportedLanguages: [LANGUAGES_EN_ZH[0]!] },
});
