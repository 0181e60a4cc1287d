import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_MENU_ITEMS_PER_STORE } from '../../src/domain/shared/limits.ts';
import { validateOrder } from '../../src/domain/orders/orders.ts';
import { validateCategory } from '../../src/domain/categories/category-validation.ts';
import { validateMenuItem } from '../../src/domain/menu/menu-item-validation.ts';
import { dayKey, localDay } from './demo-orders.ts';
import { MESSAGES } from '../../src/domain/shared/messages.ts';
import { readPairingCode, showPairingCode } from '../../src/domain/team/pairing.ts';
import {
  buildDemoWorld,
  DEMO_DISPLAY,
  DEMO_STORE_IDS,
  ORDER_STATUSES,
  type DemoStoreBundle,
  type DemoWorld,
} from './demo-world.ts';

const NOW = new Date(2025, 5, 14, 19, 30, 12, 345); // Sat 14 Jun 2025, 19:30 local
const CJK = /[\u4e00-\u9fff]/;
const cents = (n: number) => Math.round(n * 100);
const isTwoDecimals = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;

function harbor(world: DemoWorld): DemoStoreBundle {
  return world.stores.find((s) => s.store.id === 'demo-harbor-kitchen')!;
}

function allDates(value: unknown, out: Date[] = []): Date[] {
  if (value instanceof Date) out.push(value);
  else if (Array.isArray(value)) value.forEach((v) => allDates(v, out));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => allDates(v, out));
  return out;
}

afterEach(() => vi.restoreAllMocks());

describe('buildDemoWorld', () => {
  const world = buildDemoWorld(NOW);
  const h = harbor(world);

  it('is deterministic and never reads the clock or Math.random', () => {
    vi.spyOn(Math, 'random').mockImplementation(() => {
      throw new Error('Math.random used');
    });
    vi.spyOn(Date, 'now').mockImplementation(() => {
      throw new Error('Date.now used');
    });
    expect(buildDemoWorld(new Date(NOW))).toEqual(world);
    expect(JSON.stringify(buildDemoWorld(new Date(NOW)))).toBe(JSON.stringify(world));
  });

  it('keeps a past day identical when built a day later (per-day streams)', () => {
    const later = harbor(buildDemoWorld(new Date(NOW.getTime() + 86_400_000)));
    const key = dayKey(localDay(NOW, 10));
    const strip = (b: DemoStoreBundle) =>
      b.orders.filter((o) => dayKey(o.createdAt) === key).map((o) => ({ ...o, id: '' }));
    expect(strip(later)).toEqual(strip(h));
  });

  it('has the demo owner, user document and valid store ids', () => {
    expect(world.owner).toEqual({
      uid: 'demo-owner-0001',
      email: 'owner@demo.test',
      password: 'demo-pass-123',
      displayName: 'Demo Owner',
    });
    expect(world.user.storeIds).toEqual([...DEMO_STORE_IDS]);
    expect(world.user.primaryStoreId).toBe('demo-harbor-kitchen');
    expect(world.user.email).toBe('owner@demo.test');
    for (const { store } of world.stores) {
      expect(store.id.length).toBeGreaterThanOrEqual(10);
      expect(store.id).not.toMatch(/^\d+$/);
      expect(store.ownerId).toBe(world.owner.uid);
      expect(store.hasCompletedOnboarding).toBe(true);
    }
    expect(h.store).toMatchObject({ storeName: 'Harbor Kitchen', phone: '+1 (415) 555-0134', tableCount: 12, hasQRCodes: true });
    expect(h.store.configs.orderConfig).toMatchObject({ enableTax: true, taxRate: 8.5, presetGratuityRates: [15, 18, 20, 25] });
    expect(h.store.configs.enableOrderFunction).toBe(true);
    expect(h.store.configs.featureFlags.enableMultiLanguage).toBe(true);
    expect(h.store.configs.languageConfig.supportedLanguages.filter((l) => l.enabled).map((l) => l.code)).toEqual(['en', 'zh']);
  });

  it('has exactly 30 menu items in 6 categories, all translated to Chinese', () => {
    expect(h.categories).toHaveLength(6);
    expect(h.menuItems).toHaveLength(30);
    expect(h.categories.map((c) => c.orderIndex)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(h.menuItems.map((m) => m.orderIndex)).toEqual(Array.from({ length: 30 }, (_, i) => i));
    const byId = new Map(h.categories.map((c) => [c.id, c]));
    for (const c of h.categories) {
      expect(c.translations.zh?.name).toMatch(CJK);
      expect(c.translations.zh?.description).toMatch(CJK);
      expect(c.isActive).toBe(true);
      expect(c.icon).not.toBe('');
      expect(c.color).toMatch(/^#[0-9a-f]{6}$/);
      expect(h.menuItems.filter((m) => m.categories[0] === c.id)).toHaveLength(5);
    }
    for (const m of h.menuItems) {
      expect(m.translations.zh?.name).toMatch(CJK);
      expect(m.translations.zh?.description).toMatch(CJK);
      expect(m.price).toBeGreaterThan(0);
      expect(isTwoDecimals(m.price)).toBe(true);
      expect(m.categories).toHaveLength(1);
      expect(m.category).toBe(byId.get(m.categories[0]!)?.name);
      expect(m).toMatchObject({ storeId: 'demo-harbor-kitchen', imageUrl: '', beautifyEnabled: false });
    }
    expect(h.menuItems.filter((m) => !m.isAvailable).length).toBeGreaterThanOrEqual(1);
    expect(h.menuItemCategories.map((l) => l.id).sort()).toEqual(
      h.menuItems.map((m) => `${m.id}_${m.categories[0]}`).sort(),
    );
  });

  it('has orders whose totals equal the sum of their lines', () => {
    const menu = new Map(h.menuItems.map((m) => [m.id, m]));
    for (const o of h.orders) {
      expect(o.items.length).toBeGreaterThanOrEqual(1);
      expect(o.items.length).toBeLessThanOrEqual(4);
      for (const line of o.items) {
        expect(menu.get(line.menuItemId)?.price).toBe(line.price);
        expect(cents(line.subtotal)).toBe(cents(line.price) * line.quantity);
      }
      expect(cents(o.totalAmount)).toBe(o.items.reduce((s, l) => s + cents(l.subtotal), 0));
      expect(isTwoDecimals(o.totalAmount)).toBe(true);
      expect(o.tableId).toMatch(/^table_([1-9]|1[0-2])$/);
      if (o.status === 'cancelled') expect(o.sellerNotes).toBeTruthy();
    }
    const ids = h.orders.map((o) => o.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^ord-\d{4}$/);
  });

  it('gives every order the status history the Functions would have written, in order and never in the future', () => {
    for (const o of h.orders) {
      const history = o.statusHistory ?? [];
      expect(history[0]).toMatchObject({ from: null, to: 'pending', by: 'customer', at: o.createdAt });
      expect(history[history.length - 1]?.to, o.id).toBe(o.status);
      for (let i = 1; i < history.length; i++) {
        expect(history[i]!.from).toBe(history[i - 1]!.to);
        expect(history[i]!.at.getTime()).toBeGreaterThanOrEqual(history[i - 1]!.at.getTime());
        expect(history[i]!.at.getTime()).toBeLessThanOrEqual(NOW.getTime());
      }
      if (o.status === 'cancelled') expect(history[1]).toMatchObject({ to: 'cancelled', reason: o.sellerNotes });
    }
    // Prep time (confirmed → ready) is there to report on.
    expect(h.orders.filter((o) => o.statusHistory?.some((l) => l.to === 'ready')).length).toBeGreaterThan(100);
  });

  it('pairs a kitchen display: a device member named as pairing names the first one, with a code a tablet can type', () => {
    expect(h.members.find((m) => m.id === DEMO_DISPLAY.uid)).toMatchObject({ role: 'KITCHEN', kind: 'device', displayName: MESSAGES.team.displayName(1) });
    expect(h.members.find((m) => m.id === DEMO_DISPLAY.uid)?.email).toBeUndefined();
    expect(readPairingCode(showPairingCode(DEMO_DISPLAY.pairingCode))).toBe(DEMO_DISPLAY.pairingCode);
    expect(world.display).toEqual(DEMO_DISPLAY);
  });

  it("names each seller's step by the team's member documents, the kitchen's by the kitchen member", () => {
    const members = new Map(h.members.map((m) => [m.id, m]));
    const names = new Set<string>();
    for (const line of h.orders.flatMap((o) => (o.statusHistory ?? []).slice(1))) {
      const member = members.get(line.by);
      expect(member, line.by).toBeDefined();
      expect(line.byName).toBe(member!.displayName);
      if (line.to === 'preparing' || line.to === 'ready') expect(member!.role).toBe('KITCHEN');
      else expect(member!.role).not.toBe('KITCHEN');
      names.add(line.byName!);
    }
    expect([...names].sort()).toEqual(['Demo Owner', 'Kit Cook', 'Maya Manager', 'Sam Server']);
    // The sold-out dishes say who 86'd them.
    const soldOut = h.menuItems.filter((m) => !m.isAvailable);
    expect(soldOut.length).toBeGreaterThan(0);
    for (const item of soldOut) expect(item.lastChangedBy).toEqual({ uid: 'demo-staff-0001', name: 'Sam Server' });
  });

  it('covers every status at least twice, and all of them today', () => {
    for (const s of ORDER_STATUSES) expect(h.orders.filter((o) => o.status === s).length).toBeGreaterThanOrEqual(2);
    const today = h.orders.filter((o) => dayKey(o.createdAt) === dayKey(NOW));
    expect(new Set(today.map((o) => o.status))).toEqual(new Set(ORDER_STATUSES));
    const past = h.orders.filter((o) => dayKey(o.createdAt) !== dayKey(NOW));
    expect(past.every((o) => o.status === 'completed' || o.status === 'cancelled')).toBe(true);
    const cancelRate = past.filter((o) => o.status === 'cancelled').length / past.length;
    expect(cancelRate).toBeGreaterThan(0.02);
    expect(cancelRate).toBeLessThan(0.15);
  });

  it('has guest messages, table links and setup records', () => {
    expect(h.customerMessages.length).toBeGreaterThanOrEqual(10);
    const orderIds = new Set(h.orders.map((o) => o.id));
    for (const m of h.customerMessages) {
      expect(m.rating).toBeGreaterThanOrEqual(1);
      expect(m.rating).toBeLessThanOrEqual(5);
      expect(m.sellerId).toBe(world.owner.uid);
      if (m.orderId) expect(orderIds.has(m.orderId)).toBe(true);
      expect(m.createdAt.getTime()).toBeGreaterThanOrEqual(localDay(NOW, 9).getTime());
      expect(m.readAt !== undefined).toBe(m.status !== 'new');
      expect(m.respondedAt !== undefined).toBe(m.status === 'responded');
    }
    expect(new Set(h.customerMessages.map((m) => m.status))).toEqual(new Set(['new', 'read', 'responded']));
    expect(h.tableLinks.map((t) => t.tableId)).toEqual(Array.from({ length: 12 }, (_, i) => `table_${i + 1}`));
    for (const t of h.tableLinks) {
      expect(t.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(t).toMatchObject({ storeId: 'demo-harbor-kitchen', storeName: 'Harbor Kitchen', isActive: true });
    }
    expect(new Set(h.tableLinks.map((t) => t.uuid)).size).toBe(12);
    expect(h.uploadHistory).toEqual([expect.objectContaining({ status: 'completed', fileType: 'image', menuItemsCreated: 30 })]);
    expect(h.uploadHistory[0]!.fileName).toMatch(/^menu-photo-.*\.jpg$/);
    expect(h.qrCodeGenerations).toEqual([
      expect.objectContaining({ tableCount: 12, deliveryMethod: 'email', status: 'completed', requestedBy: world.owner.uid }),
    ]);
  });

  it('keeps the second store small', () => {
    const nm = world.stores.find((s) => s.store.id === 'demo-night-market')!;
    expect(nm.store).toMatchObject({ storeName: 'Night Market Noodles', tableCount: 0, hasCompletedOnboarding: true });
    expect(nm.menuItems.length).toBeGreaterThan(0);
    expect(nm.menuItems.length).toBeLessThanOrEqual(8);
    expect(nm.orders).toEqual([]);
    expect(nm.menuItemCategories).toHaveLength(nm.menuItems.length);
  });
});

// Run the time-sensitive checks in a few zones and at awkward instants (midnight, before opening, DST days).
const ZONES = ['America/Los_Angeles', 'Asia/Shanghai', 'UTC'];
const INSTANTS: Array<[number, number, number, number, number, number, number]> = [
  [2025, 5, 14, 19, 30, 12, 345],
  [2025, 5, 13, 0, 0, 0, 0],
  [2025, 5, 13, 0, 0, 30, 0],
  [2025, 0, 1, 9, 15, 0, 0],
  [2025, 2, 9, 23, 59, 59, 999], // US DST starts that day
  [2025, 10, 2, 12, 0, 0, 0], // US DST ends that day
];

describe.each(ZONES)('timing in %s', (zone) => {
  const saved = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = zone;
  });
  afterAll(() => {
    process.env.TZ = saved;
  });

  it.each(INSTANTS)('at %i-%i-%i %i:%i:%i.%i', (...parts) => {
    const now = new Date(...parts);
    const world = buildDemoWorld(now);
    for (const d of allDates(world)) expect(d.getTime()).toBeLessThanOrEqual(now.getTime());
    const h = harbor(world);
    const perDay = new Map<string, number>();
    for (const o of h.orders) perDay.set(dayKey(o.createdAt), (perDay.get(dayKey(o.createdAt)) ?? 0) + 1);
    expect(perDay.size).toBe(60);
    expect([...perDay.keys()].sort().at(-1)).toBe(dayKey(now));
    for (const n of perDay.values()) {
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(12);
    }
    for (const s of ORDER_STATUSES) expect(h.orders.filter((o) => o.status === s).length).toBeGreaterThanOrEqual(2);
    const sorted = [...h.orders].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    expect(sorted.map((o) => o.id)).toEqual(h.orders.map((o) => o.id));
  });
});

// The demo world must pass the same rules the app and the Functions enforce, or
// editing a seeded record would fail for no reason the user could see.
describe('the demo world obeys the domain rules', () => {
  const world = buildDemoWorld(new Date(2025, 5, 14, 12, 0, 0));
  const bundles = world.stores;

  it.each(bundles.map((b) => [b.store.storeName, b] as const))('%s: every category is a valid form value', (_name, bundle) => {
    for (const category of bundle.categories) {
      const result = validateCategory(category, { isNew: false, categoryCount: bundle.categories.length });
      expect(result, category.name).toEqual({ ok: true, value: expect.objectContaining({ icon: category.icon, color: category.color }) });
    }
  });

  it.each(bundles.map((b) => [b.store.storeName, b] as const))('%s: every menu item is valid and within the limit', (_name, bundle) => {
    for (const item of bundle.menuItems) {
      const result = validateMenuItem(item, { storeId: bundle.store.id, itemCount: bundle.menuItems.length, isNew: false });
      expect(result.ok, item.name).toBe(true);
    }
    expect(bundle.menuItems.length).toBeLessThanOrEqual(MAX_MENU_ITEMS_PER_STORE);
  });

  it('every order passes the order data rules', () => {
    for (const order of bundles.flatMap((b) => b.orders)) expect(validateOrder(order).ok, order.id).toBe(true);
  });
});
