import { describe, expect, it } from 'vitest';
import { mayRead, STORE_READS, type StoreCollection } from './reads';

const readable = (role: 'OWNER' | 'MANAGER' | 'STAFF' | 'KITCHEN') =>
  (Object.keys(STORE_READS) as StoreCollection[]).filter((c) => mayRead(role, c));

describe('what each role reads of a store', () => {
  it('an owner and a manager read everything', () => {
    expect(readable('OWNER')).toEqual(Object.keys(STORE_READS));
    expect(readable('MANAGER')).toEqual(Object.keys(STORE_READS));
  });

  it('staff read the store, the menu, the orders and the messages: no figures, imports or tables', () => {
    expect(readable('STAFF')).toEqual(['store', 'menuItems', 'categories', 'menuItemCategories', 'orders', 'customerMessages']);
  });

  it('a kitchen tablet reads the store, the menu and the orders only', () => {
    expect(readable('KITCHEN')).toEqual(['store', 'menuItems', 'categories', 'menuItemCategories', 'orders']);
  });
});
