// updateStoreSettingsSecure's payload (doc 1 §7.1 `settings`, doc 2 §7):
// the store profile fields and/or `configs`. Declared here once, strictly, as
// the command's schema, so the client's command builders and the Function
// agree on what may travel; the forms' rules (checkStoreSettings) judge it
// next, with the same words on both sides, and the overlay applies a change
// exactly as the server will.
import * as v from 'valibot';
import { mergeAppConfig, type AppConfig, type DeepPartial, type FeatureFlags, type LanguageConfig, type OrderConfig } from '../settings/app-config';
import { isLanguageCode } from '../settings/languages';
import { MESSAGES } from '../shared/messages';
import { distinct, type PayloadOf, type PayloadSchema } from '../shared/payload-schema';
import { validateSettings } from '../settings/settings-validation';
import { validateStoreUpdate, type StoreProfileInput } from './store-validation';
import type { ValidationResult } from '../shared/validation-result';

export type StoreProfile = StoreProfileInput;
export const PROFILE_FIELDS = ['storeName', 'address', 'phone', 'googleLink', 'yelpLink'] as const;

/** The store document as far as these settings go. */
export type StoreSettingsDoc = Partial<StoreProfile> & { configs?: unknown };

// Bounds on what no form produces, so no payload can bloat the store document.
const MAX_LANGUAGES = 200;
const MAX_PRESET_GRATUITIES = 20;
const LANGUAGE_NAME_MAX = 60;
const LANGUAGE_FLAG_MAX = 16;

type Refused = { ok: false; errors: Record<string, string> };
const refused = (field: string, message: string): Refused => ({ ok: false, errors: { [field]: message } });

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// The callable protocol sends an undefined field as null: both mean "not given".
const isAbsent = (value: unknown) => value === undefined || value === null;
const withoutAbsent = (value: Record<string, unknown>) => Object.fromEntries(Object.entries(value).filter(([, entry]) => !isAbsent(entry)));

/**
 * An object (never a list) of the named fields, each optional: its absent
 * (null) entries are dropped, and any other field, or a wrong type, is
 * refused with `failure`.
 */
function strictFields<E extends v.ObjectEntries>(entries: E, failure: string) {
  return v.pipe(v.custom<Record<string, unknown>>(isObject, failure), v.transform(withoutAbsent), v.strictObject(entries, failure));
}

/** Every field of T, each with its schema: a field added to T and not here does not compile. */
type EntriesOf<T> = { [K in keyof T]-?: PayloadSchema };

const C = MESSAGES.settings.saveFailed;
const S = MESSAGES.store.saveFailed;
const setting = v.optional(v.boolean(C));
const rate = v.optional(v.pipe(v.number(C), v.finite(C)));
const languageCode = v.pipe(v.string(C), v.check((code: string) => isLanguageCode(code), C));
const languageOption = v.strictObject(
  {
    code: languageCode,
    name: v.pipe(v.string(C), v.maxLength(LANGUAGE_NAME_MAX, C)),
    flag: v.pipe(v.string(C), v.maxLength(LANGUAGE_FLAG_MAX, C)),
    enabled: v.boolean(C),
    isDefault: v.boolean(C),
  },
  C,
);

/** The settings as a (deep) partial of the defaults' shape: the same fields, the same types; lists travel whole. */
const CONFIGS = strictFields(
  {
    enableOrderFunction: setting,
    orderConfig: v.optional(
      strictFields(
        {
          enableOrderNotification: setting,
          allowCustomerCancelBeforeConfirmed: setting,
          enableTax: setting,
          taxRate: rate,
          enableDefaultGratuity: setting,
          defaultGratuityRate: rate,
          presetGratuityRates: v.optional(
            v.pipe(
              v.array(v.unknown(), C),
              v.maxLength(MAX_PRESET_GRATUITIES, C),
              v.array(v.pipe(v.number(C), v.finite(C), v.minValue(0, C), v.maxValue(100, C)), C),
            ),
          ),
        } satisfies EntriesOf<OrderConfig>,
        C,
      ),
    ),
    featureFlags: v.optional(
      strictFields(
        {
          enableMultiLanguage: setting,
          enableSearch: setting,
          enablePromotions: setting,
          enableReviews: setting,
          enableSocialSharing: setting,
          enableLoyaltyProgram: setting,
          enablePushNotifications: setting,
          enableRealTimeOrderStatus: setting,
          enableDarkMode: setting,
          enableAccessibility: setting,
          enableMenuBeautification: setting,
        } satisfies EntriesOf<FeatureFlags>,
        C,
      ),
    ),
    languageConfig: v.optional(
      strictFields(
        {
          defaultLanguage: v.optional(languageCode),
          // Each language once.
          supportedLanguages: v.optional(
            v.pipe(
              v.array(v.unknown(), C),
              v.maxLength(MAX_LANGUAGES, C),
              v.array(languageOption, C),
              v.check((list) => distinct(list.map((l) => l.code)), C),
            ),
          ),
        } satisfies EntriesOf<LanguageConfig>,
        C,
      ),
    ),
  } satisfies EntriesOf<AppConfig>,
  C,
);

/**
 * What one update carries: some profile fields, and the settings as a (deep)
 * partial. A wrong profile field, an unknown one, or nothing to change is the
 * store form's failure; a wrong setting is the settings form's.
 */
export const STORE_SETTINGS = v.pipe(
  strictFields(
    {
      storeName: v.optional(v.string(S)),
      address: v.optional(v.string(S)),
      phone: v.optional(v.string(S)),
      googleLink: v.optional(v.string(S)),
      yelpLink: v.optional(v.string(S)),
      configs: v.optional(CONFIGS),
    } satisfies EntriesOf<StoreProfile & { configs: unknown }>,
    S,
  ),
  v.check((settings) => Object.keys(settings).length > 0, S),
);

export type StoreSettings = PayloadOf<typeof STORE_SETTINGS>;

/** The stored configs with an update laid over them (arrays replace whole), over the defaults. */
export function applyConfigs(stored: unknown, patch: DeepPartial<AppConfig> | undefined): AppConfig {
  const current = mergeAppConfig(stored as DeepPartial<AppConfig> | undefined);
  return patch === undefined ? current : mergeAppConfig(deepMerge(current, patch) as DeepPartial<AppConfig>);
}

function deepMerge(base: unknown, patch: unknown): unknown {
  if (!isObject(base) || !isObject(patch)) return patch === undefined ? base : patch;
  const out: Record<string, unknown> = { ...base };
  for (const [key, v] of Object.entries(patch)) if (v !== undefined) out[key] = deepMerge(base[key], v);
  return out;
}

/** The document fields an update writes: the profile fields it names and, with configs, the whole merged configs. */
export function settingsWrite(doc: StoreSettingsDoc, settings: StoreSettings): Partial<StoreProfile> & { configs?: AppConfig } {
  const { configs, ...profile } = settings;
  return configs === undefined ? profile : { ...profile, configs: applyConfigs(doc.configs, configs) };
}

/** The default language must be listed and enabled: menus are written in it. */
function languagesError(config: AppConfig): string | undefined {
  const { defaultLanguage, supportedLanguages } = config.languageConfig;
  const listed = supportedLanguages.find((l) => l.code === defaultLanguage);
  return listed && listed.enabled ? undefined : MESSAGES.settings.cannotRemoveDefaultLanguage;
}

/**
 * Checks the store as an update would leave it, with the forms' rules (doc 2
 * §5): the profile when the update names a profile field, the settings when it
 * carries configs. Returns the normalised write.
 */
export function checkStoreSettings(
  doc: StoreSettingsDoc,
  settings: StoreSettings,
): ValidationResult<Partial<StoreProfile> & { configs?: AppConfig }> {
  const write = settingsWrite(doc, settings);
  const out: Partial<StoreProfile> & { configs?: AppConfig } = {};
  if (PROFILE_FIELDS.some((f) => settings[f] !== undefined)) {
    const text = (f: keyof StoreProfile) => (write[f] ?? doc[f] ?? '') as string;
    const profile = validateStoreUpdate({
      storeName: text('storeName'), address: text('address'), phone: text('phone'),
      googleLink: text('googleLink'), yelpLink: text('yelpLink'),
    });
    if (!profile.ok) return profile;
    for (const f of PROFILE_FIELDS) if (settings[f] !== undefined) out[f] = profile.value[f];
  }
  if (write.configs) {
    const checked = validateSettings(write.configs);
    if (!checked.ok) return checked;
    const language = languagesError(write.configs);
    if (language) return refused('languages', language);
    out.configs = write.configs;
  }
  return { ok: true, value: out };
}

function sameValue(a: unknown, b: unknown): boolean {
  // NaN (an unreadable rate) never equals what the form opened with: it travels, and is refused.
  return JSON.stringify(a) === JSON.stringify(b) && !(typeof b === 'number' && Number.isNaN(b));
}

function deepChanges(opened: unknown, edited: unknown): unknown {
  if (isObject(opened) && isObject(edited)) {
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(edited)) {
      const change = deepChanges(opened[key], value);
      if (change !== undefined) out[key] = change;
    }
    return Object.keys(out).length > 0 ? out : undefined;
  }
  return sameValue(opened, edited) ? undefined : edited;
}

/**
 * Only what the form changed since it opened (lists whole), so a save never
 * writes back the fields it merely showed: two devices changing different
 * settings both keep their change, since the server lays each update over the
 * stored configs. Empty when nothing changed.
 */
export function configChanges(opened: AppConfig, edited: AppConfig): DeepPartial<AppConfig> {
  return (deepChanges(opened, edited) ?? {}) as DeepPartial<AppConfig>;
}

/** The profile fields the form changed since it opened. */
export function profileChanges(opened: Partial<StoreProfile>, edited: StoreProfile): Partial<StoreProfile> {
  const out: Partial<StoreProfile> = {};
  for (const f of PROFILE_FIELDS) if ((opened[f] ?? '') !== edited[f]) out[f] = edited[f];
  return out;
}
