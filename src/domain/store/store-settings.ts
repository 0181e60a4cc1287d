// updateStoreSettingsSecure's payload (doc 1 §7.1 `settings`, doc 2 §7):
// the store profile fields and/or `configs`. Read here once, strictly, so the
// client's command builders and the Function refuse the same things with the
// same words, and the overlay applies a change exactly as the server will.
import { DEFAULT_APP_CONFIG, mergeAppConfig, type AppConfig, type DeepPartial } from '../settings/app-config';
import { isLanguageCode, type LanguageOption } from '../settings/languages';
import { MESSAGES } from '../shared/messages';
import { validateSettings } from '../settings/settings-validation';
import { validateStoreUpdate, type StoreProfileInput } from './store-validation';
import type { ValidationResult } from '../shared/validation-result';

export type StoreProfile = StoreProfileInput;
export const PROFILE_FIELDS = ['storeName', 'address', 'phone', 'googleLink', 'yelpLink'] as const;

/** What one update carries: some profile fields, and the settings as a (deep) partial. */
export type StoreSettings = Partial<StoreProfile> & { configs?: DeepPartial<AppConfig> };

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

function readLanguage(value: unknown): LanguageOption | null {
  if (!isObject(value)) return null;
  const { code, name, flag, enabled, isDefault, ...rest } = value;
  if (Object.keys(rest).length > 0) return null;
  if (typeof code !== 'string' || !isLanguageCode(code)) return null;
  if (typeof name !== 'string' || name.length > LANGUAGE_NAME_MAX) return null;
  if (typeof flag !== 'string' || flag.length > LANGUAGE_FLAG_MAX) return null;
  if (typeof enabled !== 'boolean' || typeof isDefault !== 'boolean') return null;
  return { code, name, flag, enabled, isDefault };
}

/**
 * Walks `value` against the shape of the defaults: the same keys, the same
 * types; `undefined` (null on the wire) entries are stripped (doc 2 §7), anything else unknown or
 * mistyped is refused (null).
 */
function readLike(base: unknown, value: unknown, path: string): unknown {
  if (path === 'languageConfig.supportedLanguages') {
    if (!Array.isArray(value) || value.length > MAX_LANGUAGES) return null;
    const list = value.map(readLanguage);
    if (list.some((l) => l === null)) return null;
    return new Set(list.map((l) => l!.code)).size === list.length ? list : null;
  }
  if (path === 'orderConfig.presetGratuityRates') {
    if (!Array.isArray(value) || value.length > MAX_PRESET_GRATUITIES) return null;
    return value.every((n) => typeof n === 'number' && Number.isFinite(n) && n >= 0 && n <= 100) ? [...value] : null;
  }
  if (path === 'languageConfig.defaultLanguage') return typeof value === 'string' && isLanguageCode(value) ? value : null;
  if (isObject(base)) {
    if (!isObject(value)) return null;
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value)) {
      if (isAbsent(v)) continue;
      if (!(key in base)) return null;
      const read = readLike(base[key], v, path ? `${path}.${key}` : key);
      if (read === null) return null;
      out[key] = read;
    }
    return out;
  }
  if (typeof base === 'number') return typeof value === 'number' && Number.isFinite(value) ? value : null;
  return typeof value === typeof base ? value : null;
}

/** An untrusted `settings` payload, or the refusal the screen would show. */
export function readStoreSettings(value: unknown): ValidationResult<StoreSettings> {
  if (!isObject(value)) return refused('form', MESSAGES.store.saveFailed);
  const out: StoreSettings = {};
  for (const [key, v] of Object.entries(value)) {
    if (isAbsent(v)) continue;
    if (key === 'configs') {
      const configs = readLike(DEFAULT_APP_CONFIG, v, '');
      if (configs === null) return refused('form', MESSAGES.settings.saveFailed);
      out.configs = configs as DeepPartial<AppConfig>;
    } else if ((PROFILE_FIELDS as readonly string[]).includes(key)) {
      if (typeof v !== 'string') return refused(key, MESSAGES.store.saveFailed);
      out[key as keyof StoreProfile] = v;
    } else return refused('form', MESSAGES.store.saveFailed);
  }
  if (Object.keys(out).length === 0) return refused('form', MESSAGES.store.saveFailed);
  return { ok: true, value: out };
}

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
