// The languages a menu is read in, chosen on the upload screen or when an
// upload is read again: only languages with an installed OCR model, English
// always read (its model carries the digits and signs of prices), and no more
// models than one reading may load. The same check runs on the device and in
// the Functions, so the choice the screen allows is the one the server keeps.
import { MESSAGES } from '../shared/messages';
import { LANGUAGE_CATALOGUE } from '../settings/language-catalogue';
import { MAX_OCR_MODELS, OCR_MODELS, ocrModelOf } from './ocr-languages';

const ENGLISH = 'en';

export interface MenuLanguageOption {
  code: string;
  name: string;
}

/** One option per installed model, by its catalogue code and native name; English first. */
export function menuLanguageOptions(): MenuLanguageOption[] {
  const seen = new Set<string>();
  const options: MenuLanguageOption[] = [];
  for (const language of LANGUAGE_CATALOGUE) {
    const model = ocrModelOf(language.code);
    if (!model || seen.has(model)) continue;
    seen.add(model);
    options.push({ code: language.code, name: language.name });
  }
  return options.sort((a, b) => Number(b.code === ENGLISH) - Number(a.code === ENGLISH));
}

/**
 * The languages to read in, as the options name them ('nb' and 'fr-CA' read
 * as 'no' and 'fr'): those given that have a model, in order, at most
 * MAX_OCR_MODELS - 1 besides English, then English.
 */
export function menuLanguagesOf(codes: readonly string[]): string[] {
  const optionOf = new Map(menuLanguageOptions().map((o) => [ocrModelOf(o.code), o.code]));
  const chosen: string[] = [];
  for (const code of codes) {
    const option = optionOf.get(ocrModelOf(code));
    if (!option || option === ENGLISH || chosen.includes(option)) continue;
    chosen.push(option);
  }
  return [...chosen.slice(0, MAX_OCR_MODELS - 1), ENGLISH];
}

/** Why a choice of menu languages cannot be read (the upload screen's and the Functions' words), or null. */
export function menuLanguagesError(value: unknown): string | null {
  const M = MESSAGES.upload;
  if (!Array.isArray(value) || value.length === 0 || value.length > 20) return M.languagesInvalid;
  if (!value.every((code): code is string => typeof code === 'string' && ocrModelOf(code) !== undefined)) return M.languagesInvalid;
  const others = new Set(value.map((code) => ocrModelOf(code)).filter((model) => model !== OCR_MODELS[ENGLISH]));
  if (others.size > MAX_OCR_MODELS - 1) return M.tooManyLanguages(MAX_OCR_MODELS - 1);
  return null;
}
