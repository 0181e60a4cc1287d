// Which OCR models read a menu: the menu's languages (the store's enabled
// languages, its default first) plus English, whose model also carries the
// digits, signs and Latin letters of prices and loan words. At most three
// models: each one more slows every page and, past three, reads worse. The
// first model leads the reading, the others read again the words it is
// unsure of: a Latin menu read with the Chinese model first lost whole lines
// (and a store's default languages are English and Chinese), so the models
// of Chinese, Japanese and Korean come after English.
import type { AppConfig } from '../settings/app-config';

/**
 * Language codes of the catalogue (lower case) -> the Tesseract models
 * installed with the Functions (@tesseract.js-data/<model>). Chinese has two
 * models: the simplified characters ('zh', 'zh-Hans', 'zh-CN') and the
 * traditional ones ('zh-Hant', and Taiwan's, Hong Kong's and Macau's).
 */
export const OCR_MODELS: Readonly<Record<string, string>> = {
  en: 'eng', fr: 'fra', es: 'spa', tr: 'tur', de: 'deu', it: 'ita', pt: 'por', nb: 'nor', no: 'nor', nn: 'nor',
  nl: 'nld', pl: 'pol', sv: 'swe', vi: 'vie', zh: 'chi_sim', 'zh-hant': 'chi_tra', 'zh-tw': 'chi_tra', 'zh-hk': 'chi_tra',
  'zh-mo': 'chi_tra', ja: 'jpn', ko: 'kor',
};
export const MAX_OCR_MODELS = 3;

/** The model that reads a language (BCP 47: 'fr-CA' reads as 'fr', 'zh-Hant-TW' as 'zh-Hant'), or undefined. */
export function ocrModelOf(code: string): string | undefined {
  const tags = code.toLowerCase().split('-');
  return OCR_MODELS[tags.slice(0, 2).join('-')] ?? OCR_MODELS[tags[0]!];
}

/** The models of Chinese, Japanese and Korean: scripts other than the Latin one, they follow English, never lead. */
export const CJK_MODELS: ReadonlySet<string> = new Set(['chi_sim', 'chi_tra', 'jpn', 'kor']);
const AFTER_ENGLISH = CJK_MODELS;

/** The models for these languages (BCP 47 codes, most important first), English included. */
export function ocrModels(languages: readonly string[]): string[] {
  const models: string[] = [];
  for (const code of languages) {
    const model = ocrModelOf(code);
    if (model && model !== 'eng' && !models.includes(model)) models.push(model);
  }
  const chosen = models.slice(0, MAX_OCR_MODELS - 1);
  return [...chosen.filter((m) => !AFTER_ENGLISH.has(m)), 'eng', ...chosen.filter((m) => AFTER_ENGLISH.has(m))];
}

/** A store's menu languages: its default, then its other enabled languages. */
export function storeMenuLanguages(config: Pick<AppConfig, 'languageConfig'>): string[] {
  const { defaultLanguage, supportedLanguages } = config.languageConfig;
  return [defaultLanguage, ...supportedLanguages.filter((l) => l.enabled && l.code !== defaultLanguage).map((l) => l.code)];
}
