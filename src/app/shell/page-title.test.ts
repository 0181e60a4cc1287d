import { describe, expect, it } from 'vitest';
import { headerAction, pageTitle } from './page-title';

describe('pageTitle', () => {
  it.each([
    ['/', 'Dashboard'],
    ['/order-summary', 'Order Summary'],
    ['/menu/add-method', 'Add Menu Item'],
    ['/menu/method-selection', 'Add Menu Item'],
    ['/menu/add', 'New Menu Item'],
    ['/menu/new', 'New Menu Item'],
    ['/menu/add/item-1', 'Edit Menu Item'],
    ['/menu/update/item-1', 'Edit Menu Item'],
    ['/menu/photo-upload', 'Upload Photos'],
    ['/categories/new', 'New Category'],
    ['/categories/update/cat-1', 'Edit Category'],
    ['/store/update', 'Edit Store Info'],
    ['/settings/update', 'Edit Settings'],
    ['/help', 'Help & Support'],
    ['/menu/', 'Menu'],
  ])('%s is titled %s', (path, title) => {
    expect(pageTitle(path)).toBe(title);
  });

  it('has no title for an unknown path', () => {
    expect(pageTitle('/nowhere')).toBeNull();
  });
});

describe('headerAction', () => {
  it('adds on menu and categories, edits on store and settings, saves on add and edit pages', () => {
    expect(headerAction('/menu')).toEqual({ kind: 'add', to: '/menu/add-method' });
    expect(headerAction('/categories')).toEqual({ kind: 'add', to: '/categories/add' });
    expect(headerAction('/store')).toEqual({ kind: 'edit', to: '/store/update' });
    expect(headerAction('/settings')).toEqual({ kind: 'edit', to: '/settings/update' });
    expect(headerAction('/store/update')).toEqual({ kind: 'save' });
    expect(headerAction('/categories/add/c-1')).toEqual({ kind: 'save' });
    expect(headerAction('/')).toBeNull();
  });
});
