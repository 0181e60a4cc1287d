// The settings (configs) of the demo stores. Switches not listed are off, as in the defaults.

import { LANGUAGES_EN_ZH } from './demo-menu.ts';
import type { FeatureFlags, StoreConfigs } from './demo-types.ts';

function featureFlags(on: Partial<FeatureFlags>): FeatureFlags {
  return {
    enableMultiLanguage: false,
    enableSearch: false,
    enablePromotions: false,
    enableReviews: false,
    enableSocialSharing: false,
    enableLoyaltyProgram: false,
    enablePushNotifications: false,
    enableRealTimeOrderStatus: false,
    enableDarkMode: false,
    enableAccessibility: false,
    enableMenuBeautification: false,
    ...on,
  };
}

export const HARBOR_CONFIGS: StoreConfigs = {
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
  featureFlags: featureFlags({
    enableMultiLanguage: true,
    enableSearch: true,
    enableReviews: true,
    enableRealTimeOrderStatus: true,
    enableAccessibility: true,
  }),
  languageConfig: { defaultLanguage: 'en', supportedLanguages: LANGUAGES_EN_ZH },
};

export const NIGHT_MARKET_CONFIGS: StoreConfigs = {
  enableOrderFunction: false,
  orderConfig: {
    enableOrderNotification: false,
    allowCustomerCancelBeforeConfirmed: false,
    enableTax: false,
    taxRate: 0,
    enableDefaultGratuity: false,
    defaultGratuityRate: 0,
    presetGratuityRates: [],
  },
  featureFlags: featureFlags({}),
  languageConfig: { defaultLanguage: 'en', supportedLanguages: [LANGUAGES_EN_ZH[0]!] },
};
