// The store's application settings (doc 2 §3 "App config").
import { BUILT_IN_LANGUAGES, type LanguageOption } from './languages';
import { DEFAULT_LANGUAGE } from '../shared/limits';

export interface OrderConfig {
  enableOrderNotification: boolean;
  allowCustomerCancelBeforeConfirmed: boolean;
  enableTax: boolean;
  taxRate: number;
  enableDefaultGratuity: boolean;
  defaultGratuityRate: number;
  presetGratuityRates: number[];
}

export interface FeatureFlags {
  enableMultiLanguage: boolean;
  enableSearch: boolean;
  enablePromotions: boolean;
  enableReviews: boolean;
  enableSocialSharing: boolean;
  enableLoyaltyProgram: boolean;
  enablePushNotifications: boolean;
  enableRealTimeOrderStatus: boolean;
  enableDarkMode: boolean;
  enableAccessibility: boolean;
  enableMenuBeautification: boolean;
}

export interface LanguageConfig {
  defaultLanguage: string;
  supportedLanguages: LanguageOption[];
}

export interface AppConfig {
  enableOrderFunction: boolean;
  orderConfig: OrderConfig;
  featureFlags: FeatureFlags;
  languageConfig: LanguageConfig;
}

export type DeepPartial<T> = {
  [K in keyof T]?: T[K] extends readonly unknown[] ? T[K] : T[K] extends object ? DeepPartial<T[K]> : T[K];
};

/** Every switch off, rates 0, no presets; languages start from the built-in list. */
export const DEFAULT_APP_CONFIG: AppConfig = {
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
  featureFlags: {
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
  },
  languageConfig: {
    defaultLanguage: DEFAULT_LANGUAGE,
    supportedLanguages: BUILT_IN_LANGUAGES.map((l) => ({ ...l })),
  },
};

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Takes a stored value only when it has the default's shape: old documents
 * may hold a string where a number belongs, and one bad field must not break
 * the settings screen. Arrays replace the default whole.
 */
function mergeValue(base: unknown, stored: unknown): unknown {
  if (stored === undefined || stored === null) return cloneValue(base);
  if (Array.isArray(base)) return Array.isArray(stored) ? cloneValue(stored) : cloneValue(base);
  if (isPlainObject(base)) {
    if (!isPlainObject(stored)) return cloneValue(base);
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(base)) out[key] = mergeValue(base[key], stored[key]);
    return out;
  }
  return typeof stored === typeof base ? stored : base;
}

function cloneValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(cloneValue);
  if (isPlainObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, cloneValue(v)]));
  }
  return value;
}

/** Stored settings deep-merged over the defaults; never shares arrays with DEFAULT_APP_CONFIG. */
export function mergeAppConfig(stored: DeepPartial<AppConfig> | null | undefined): AppConfig {
  return mergeValue(DEFAULT_APP_CONFIG, stored) as AppConfig;
}
