import { describe, expect, it } from 'vitest';
import { initialLanguage, textIn } from './language';

const menu = {
  defaultLanguage: 'en',
  languages: [{ code: 'en', name: 'English', flag: '' }, { code: 'zh', name: '中文', flag: '' }, { code: 'pt-BR', name: 'Português', flag: '' }],
};

describe('initialLanguage', () => {
  it.each([
    [['zh-CN', 'en'], null, 'zh'],
    [['fr-FR', 'pt-PT'], null, 'pt-BR'],
    [['pt-BR'], null, 'pt-BR'],
    [['fr', 'de'], null, 'en'],
    [[], null, 'en'],
    [['zh'], 'en', 'en'],
    [['zh'], 'ja', 'zh'],
  ] as const)('browser %j, stored %s: %s', (preferred, stored, expected) => {
    expect(initialLanguage(menu, preferred, stored)).toBe(expected);
  });
});

describe('textIn', () => {
  const dish = { name: 'Soup', description: 'Hot', translations: { zh: { name: '汤', description: '' } } };

  it('uses each translated word, and the original for the rest', () => {
    expect(textIn(dish, 'zh', 'en')).toEqual({ name: '汤', nameLang: 'zh', description: 'Hot', descriptionLang: 'en' });
  });

  it('shows the original in the default language and where there is no translation', () => {
    expect(textIn(dish, 'en', 'en')).toEqual({ name: 'Soup', nameLang: 'en', description: 'Hot', descriptionLang: 'en' });
    expect(textIn(dish, 'pt-BR', 'en').name).toBe('Soup');
  });
});
