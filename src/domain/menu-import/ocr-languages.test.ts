import { describe, expect, it } from 'vitest';
import { DEFAULT_APP_CONFIG } from '../settings/app-config';
import { ocrModels, storeMenuLanguages } from './ocr-languages';

describe('ocrModels', () => {
  it('the menu languages with an installed model, then English; three at most', () => {
    expect(ocrModels(['tr'])).toEqual(['tur', 'eng']);
    expect(ocrModels(['fr-CA', 'es', 'de', 'it'])).toEqual(['fra', 'spa', 'eng']);
    expect(ocrModels(['en', 'zh', 'nb'])).toEqual(['nor', 'eng']);
    expect(ocrModels([])).toEqual(['eng']);
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
