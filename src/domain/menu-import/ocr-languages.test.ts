import { describe, expect, it } from 'vitest';
import { DEFAULT_APP_CONFIG } from '../settings/app-config';
import { ocrModelOf, ocrModels, storeMenuLanguages } from './ocr-languages';

describe('ocrModels', () => {
  it('the menu languages with an installed model, then English; three at most', () => {
    expect(ocrModels(['tr'])).toEqual(['tur', 'eng']);
    expect(ocrModels(['fr-CA', 'es', 'de', 'it'])).toEqual(['fra', 'spa', 'eng']);
    expect(ocrModels(['ar', 'nb'])).toEqual(['nor', 'eng']);
    expect(ocrModels(['vi', 'pl', 'nl'])).toEqual(['vie', 'pol', 'eng']);
    expect(ocrModels([])).toEqual(['eng']);
  });

  it('the models of Chinese, Japanese and Korean follow English: a Latin menu is never read with them first', () => {
    expect(ocrModels(['zh', 'en'])).toEqual(['eng', 'chi_sim']);
    expect(ocrModels(['ja', 'ko'])).toEqual(['eng', 'jpn', 'kor']);
    expect(ocrModels(['zh-Hant', 'tr'])).toEqual(['tur', 'eng', 'chi_tra']);
  });

  it.each([
    ['nl', 'nld'], ['pl', 'pol'], ['sv', 'swe'], ['vi', 'vie'], ['ja', 'jpn'], ['ko', 'kor'], ['nb', 'nor'], ['pt-BR', 'por'],
    ['zh', 'chi_sim'], ['zh-Hans', 'chi_sim'], ['zh-CN', 'chi_sim'], ['zh-Hant', 'chi_tra'], ['zh-TW', 'chi_tra'], ['zh-Hant-HK', 'chi_tra'],
    ['ar', undefined],
  ])('%s is read with the %s model', (code, model) => {
    expect(ocrModelOf(code)).toBe(model);
  });
});

describe('storeMenuLanguages', () => {
  it('the default language first, then the other enabled ones', () => {
    const config = {
      languageConfig: {
        ...DEFAULT_APP_CONFIG.languageConfig,
        defaultLanguage: 'tr',
        supportedLanguages: [
          { code: 'en', name: 'English', flag: '', enabled: true, isDefault: false },
          { code: 'tr', name: 'Türkçe', flag: '', enabled: true, isDefault: true },
          { code: 'fr', name: 'Français', flag: '', enabled: false, isDefault: false },
        ],
      },
    };
    expect(storeMenuLanguages(config)).toEqual(['tr', 'en']);
  });
});
