// A public menu for the guest page's tests.
import type { PublicMenu, PublicMenuItem } from '../../src/domain/guest/public-menu';

export function dish(id: string, price: number, categoryIds: string[] = [], extra: Partial<PublicMenuItem> = {}): PublicMenuItem {
  return { id, name: `Dish ${id}`, description: '', price, categoryIds, translations: {}, ...extra };
}

export function testMenu(overrides: Partial<PublicMenu> = {}, ordering: Partial<PublicMenu['ordering']> = {}): PublicMenu {
  return {
    storeId: 's1',
    storeName: 'Cafe',
    languages: [{ code: 'en', name: 'English', flag: '' }],
    defaultLanguage: 'en',
    ordering: { enabled: true, cancelBeforeConfirmed: true, liveStatus: true, taxRate: 0, gratuity: { choices: [0], preselected: 0 }, ...ordering },
    categories: [],
    items: [],
    ...overrides,
  };
}
