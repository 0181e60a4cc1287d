import { describe, expect, it } from 'vitest';
import {
  BUILT_IN_LANGUAGES,
  addLanguage,
  isLanguageCode,
  languagesToAdd,
  removeLanguage,
  setDefaultLanguage,
  translationTargets,
} from './languages';

describe('language list rules (doc 2 §4)', () => {
  it('adding a listed but disabled language re-enables it', () => {
    const list = addLanguage(BUILT_IN_LANGUAGES, { code: 'fr', name: 'Français', flag: '🇫🇷' });
    expect(list).toHaveLength(BUILT_IN_LANGUAGES.length);
    expect(list.find((l) => l.code === 'fr')?.enabled).toBe(true);
  });

  it('adding a new language appends it enabled', () => {
    const list = addLanguage(BUILT_IN_LANGUAGES, { code: 'sv', name: 'Svenska', flag: '🇸🇪' });
    expect(list.at(-1)).toEqual({ code: 'sv', name: 'Svenska', flag: '🇸🇪', enabled: true, isDefault: false });
  });

  it('removing a built-in disables it; removing a custom one deletes it', () => {
    const removedZh = removeLanguage(BUILT_IN_LANGUAGES, 'zh', 'en');
    expect(removedZh.ok && removedZh.languages.find((l) => l.code === 'zh')?.enabled).toBe(false);
    const withSv = addLanguage(BUILT_IN_LANGUAGES, { code: 'sv', name: 'Svenska', flag: '🇸🇪' });
    const removedSv = removeLanguage(withSv, 'sv', 'en');
    expect(removedSv.ok && removedSv.languages.some((l) => l.code === 'sv')).toBe(false);
  });

  it('the default language cannot be removed', () => {
    expect(removeLanguage(BUILT_IN_LANGUAGES, 'en', 'en')).toEqual({ ok: false, reason: 'default-language' });
  });

  it('sets exactly one default and lists translation targets', () => {
    const list = setDefaultLanguage(BUILT_IN_LANGUAGES, 'es');
    expect(list.filter((l) => l.isDefault).map((l) => l.code)).toEqual(['es']);
    expect(list.find((l) => l.code === 'es')?.enabled).toBe(true);
    expect(translationTargets(BUILT_IN_LANGUAGES, 'en')).toEqual(['zh']);
  });
});

describe('language codes a translation may use', () => {
  it.each([
    ...BUILT_IN_LANGUAGES.map((l): [string, boolean] => [l.code, true]),
    ['haw', true],
    ['zh-Hant', true],
    ['pt-BR', true],
    ['es-419', true],
    ['', false],
    ['EN', false],
    ['english', false],
    ['fr.FR', false],
    ['fr/x', false],
    ['__proto__', false],
    ['zh-Hant-TW-x-y', false],
    ['fr-', false],
  ])('%j → %s', (code, ok) => {
    expect(isLanguageCode(code)).toBe(ok);
  });
});

describe('the Add Language choices', () => {
  const catalogue = [
    { code: 'en', name: 'English', flag: '🇺🇸' },
    { code: 'fr', name: 'Français', flag: '🇫🇷' },
    { code: 'sv', name: 'Svenska', flag: '🇸🇪' },
  ];
  it('offers what is not enabled (a disabled built-in again), searched by code or name', () => {
    expect(languagesToAdd(catalogue, BUILT_IN_LANGUAGES, '').matches.map((l) => l.code)).toEqual(['fr', 'sv']);
    expect(languagesToAdd(catalogue, BUILT_IN_LANGUAGES, 'SVE').matches.map((l) => l.code)).toEqual(['sv']);
    expect(languagesToAdd(catalogue, BUILT_IN_LANGUAGES, 'xx')).toEqual({ left: 2, matches: [] });
  });
  it('nothing left when every language is enabled', () => {
    const all = catalogue.reduce((list, l) => addLanguage(list, l), [...BUILT_IN_LANGUAGES]);
    expect(languagesToAdd(catalogue, all, '')).toEqual({ left: 0, matches: [] });
  });
  it('the catalogue: about 130 languages, each code usable, none twice, every built-in among them', async () => {
    const { LANGUAGE_CATALOGUE } = await import('./language-catalogue');
    expect(LANGUAGE_CATALOGUE.length).toBeGreaterThanOrEqual(125);
    expect(LANGUAGE_CATALOGUE.every((l) => isLanguageCode(l.code) && l.name !== '' && l.flag !== '')).toBe(true);
    expect(new Set(LANGUAGE_CATALOGUE.map((l) => l.code)).size).toBe(LANGUAGE_CATALOGUE.length);
    for (const b of BUILT_IN_LANGUAGES) expect(LANGUAGE_CATALOGUE.map((l) => l.code)).toContain(b.code);
  });
});
