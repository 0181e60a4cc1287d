import { describe, expect, it } from 'vitest';
import { addressesOf, screenAt, screenNameAt, screenPath, SCREENS } from './screens';

describe('the route table', () => {
  it('finds a screen at its address, its older spellings and with its parameters; nothing elsewhere', () => {
    expect(screenAt('/menu/add/item-1')).toBe(SCREENS.menuEdit);
    expect(screenAt('/menu/update/item-1')).toBe(SCREENS.menuEdit);
    expect(screenAt('/menu/method-selection')).toBe(SCREENS.menuAddMethod);
    expect(screenAt('/categories/new/')).toBe(SCREENS.categoryAdd);
    expect(screenAt('/')).toBe(SCREENS.dashboard);
    for (const path of ['/menu/add/a/b', '/nowhere', '/login', '/menu/upload']) expect(screenAt(path), path).toBeUndefined();
    // By name, for the screen whose code loads while a sign-in travels.
    expect(screenNameAt('/kitchen/')).toBe('kitchen');
    expect(screenNameAt('/categories/update/c-1')).toBe('categoryEdit');
    expect(screenNameAt('/login')).toBeUndefined();
  });

  it('gives each address to one screen only', () => {
    const all = Object.values(SCREENS).flatMap((screen) => addressesOf(screen));
    expect(new Set(all).size).toBe(all.length);
  });

  it('fills a parameter, encoded', () => {
    expect(screenPath('menuImportReview', { uploadId: 'a b/c' })).toBe('/menu/import/a%20b%2Fc');
    expect(screenPath('categoryEdit', { categoryId: 'c-1' })).toBe('/categories/add/c-1');
  });
});
