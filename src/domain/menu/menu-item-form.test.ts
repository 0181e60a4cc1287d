import { describe, expect, it } from 'vitest';
import { withMenuItemDefaults } from '../shared/entities';
import { changedInput, draftOf, newItemInput, translationsAfter } from './menu-item-form';

const soup = withMenuItemDefaults({
  id: 'm1', storeId: 's1', name: 'Soup', description: 'Hot', price: 4.5, orderIndex: 0,
  translations: { zh: { name: '汤', description: '热' }, fr: { name: 'Soupe', description: '' } },
});

describe('draftOf', () => {
  it('starts a new item blank and available, with a row per shown language', () => {
    expect(draftOf(undefined, ['zh'])).toEqual({
      name: '', description: '', price: '', isAvailable: true, beautifyEnabled: false,
      translations: { zh: { name: '', description: '' } },
    });
  });

  it('shows an item with two decimals and only the shown languages', () => {
    const draft = draftOf(soup, ['zh', 'ja']);
    expect(draft.price).toBe('4.50');
    expect(draft.translations).toEqual({ zh: { name: '汤', description: '热' }, ja: { name: '', description: '' } });
  });
});

describe('translationsAfter', () => {
  it('keeps hidden languages, trims shown ones and drops blank ones', () => {
    const after = translationsAfter(soup.translations, {
      zh: { name: ' ', description: '' },
      ja: { name: ' スープ ', description: '' },
    }, { name: 'Soup ', description: 'Hot' });
    expect(after).toEqual({ fr: { name: 'Soupe', description: '' }, ja: { name: 'スープ', description: '', source: { name: 'Soup', description: 'Hot' } } });
  });

  it('a language edited records the original it was made from; one left as it was keeps its own source', () => {
    const made = { name: '汤', description: '热', source: { name: 'Old soup', description: 'Hot' } };
    const after = translationsAfter({ zh: made, ja: { name: 'スープ', description: '' } }, {
      zh: { name: '汤', description: '热' },
      ja: { name: 'スープ!', description: '' },
    }, { name: 'Soup', description: 'Hot' });
    expect(after.zh).toBe(made);
    expect(after.ja).toEqual({ name: 'スープ!', description: '', source: { name: 'Soup', description: 'Hot' } });
  });
});

describe('what a save sends', () => {
  it('sends every field of a new item, translations without blank languages', () => {
    const draft = { ...draftOf(undefined, ['zh', 'ja']), name: 'Tea', price: '2' };
    draft.translations.zh = { name: '茶', description: '' };
    expect(newItemInput(draft)).toEqual({
      name: 'Tea', description: '', price: '2', isAvailable: true, beautifyEnabled: false,
      translations: { zh: { name: '茶', description: '', source: { name: 'Tea', description: '' } } },
    });
  });

  it('sends nothing for an untouched edit', () => {
    expect(changedInput(soup, draftOf(soup, ['zh']))).toEqual({});
  });

  it('sends only the touched fields; translations whole, hidden languages kept', () => {
    const draft = draftOf(soup, ['zh']);
    draft.price = '5';
    draft.isAvailable = false;
    draft.translations.zh = { name: '好汤', description: '热' };
    expect(changedInput(soup, draft)).toEqual({
      price: '5',
      isAvailable: false,
      translations: { zh: { name: '好汤', description: '热', source: { name: soup.name, description: soup.description } }, fr: { name: 'Soupe', description: '' } },
    });
  });

  it('does not round an old price unless the user changed it', () => {
    const odd = { ...soup, price: 3.456 };
    expect(changedInput(odd, draftOf(odd, ['zh']))).toEqual({});
  });

  it('passes a blanked name or price on, for the validator to refuse', () => {
    const draft = { ...draftOf(soup, []), name: ' ', price: '' };
    expect(changedInput(soup, draft)).toMatchObject({ name: ' ', price: '' });
  });
});
