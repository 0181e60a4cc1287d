// Which OCR models read a menu: the menu's languages (the store's enabled
// languages, its default first) plus English, whose model also carries the
// digits, signs and Latin letters of prices and loan words. At most three
// models: each one more slows every page and, past three, reads worse.
import type { AppConfig } from '../settings/app-config';

/** Language codes of the catalogue -> the Tesseract models installed with the Functions (@tesseract.js-data/<model>). */
export const OCR_MODELS: Readonly<Record<string, string>> = {
  en: 'eng', fr: 'fra', es: 'spa', tr: 'tur', de: 'deu', it: 'ita', pt: 'por', nb: 'nor', no: 'nor', nn: 'nor',
};
export const MAX_OCR_MODELS = 3;

/** The models for these languages (BCP 47 codes, most important first), English included. */
export function ocrModels(languages: readonly string[]): string[] {
  const models: string[] = [];
  for (const code of languages) {
    const model = OCR_MODELS[code.toLowerCase().split('-')[0]!];
    if (model && model !== 'eng' && !models.includes(model)) models.push(model);
  }
  return [...models.slice(0, MAX_OCR_MODELS - 1), 'eng'];
}

/** A store's menu languages: its default, then its other enabled languages. */
export function storeMenuLanguages(config: Pick<AppConfig, 'languageConfig'>): string[] {
  const { defaultLanguage, supportedLanguages } = config.languageConfig;
  return [defaultLanguage, ...supportedLanguages.filter((l) => l.enabled && l.code !== defaultLanguage).map((l) => l.code)];
}
