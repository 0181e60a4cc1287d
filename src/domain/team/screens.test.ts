import { describe, expect, it } from 'vitest';
import { homeOf, mayOpen } from './screens';

const SCREENS = ['/', '/order-summary', '/menu', '/menu/add', '/menu/add/item-1', '/menu/add-photo', '/menu/import/u-1', '/categories', '/categories/add',
  '/orders', '/kitchen', '/messages', '/store', '/store/update', '/settings', '/preview', '/help'];

describe('the screens each role may open', () => {
  it('opens every screen to the owner and a manager', () => {
    expect(SCREENS.filter((s) => !mayOpen('OWNER', s))).toEqual([]);
    expect(SCREENS.filter((s) => !mayOpen('MANAGER', s))).toEqual([]);
  });

  it('opens the service to staff: the menu list (to 86 a dish), orders, kitchen, messages and help', () => {
    expect(SCREENS.filter((s) => mayOpen('STAFF', s))).toEqual(['/menu', '/orders', '/kitchen', '/messages', '/help']);
  });

  it('opens the board and help to the kitchen', () => {
    expect(SCREENS.filter((s) => mayOpen('KITCHEN', s))).toEqual(['/kitchen', '/help']);
  });

  it('starts each role where its work is', () => {
    expect([homeOf('OWNER'), homeOf('MANAGER'), homeOf('STAFF'), homeOf('KITCHEN')]).toEqual(['/', '/', '/orders', '/kitchen']);
  });
});
