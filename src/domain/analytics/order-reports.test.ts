import { describe, expect, it } from 'vitest';
import { orderFromDoc } from '../orders/order-view';
import { reportsFromOrders } from './order-reports';

const NY = 'America/New_York';

describe('reports from the device’s orders', () => {
  const docs = [
    { id: '1', status: 'ready', createdAt: Date.parse('2026-03-08T06:30:00Z'), totalAmount: 20, items: [{ menuItemId: 'm1', name: 'Soup', price: 10, quantity: 2 }],
      statusHistory: [{ from: null, to: 'pending', at: 1, by: 'c' }, { from: 'pending', to: 'confirmed', at: Date.parse('2026-03-08T06:31:00Z'), by: 's' },
        { from: 'confirmed', to: 'ready', at: Date.parse('2026-03-08T06:43:00Z'), by: 's' }] },
    { id: '2', status: 'cancelled', createdAt: Date.parse('2026-03-08T08:30:00Z'), totalAmount: 5, items: [{ name: 'Tea', price: 5, quantity: 1 }], sellerNotes: 'Closed',
      statusHistory: [{ from: 'pending', to: 'cancelled', at: 2, by: 's', reason: 'Kitchen closed' }, { bogus: true }] },
  ];
  const orders = docs.map(orderFromDoc);
  const query = { range: { from: '2026-03-08', to: '2026-03-08' }, previous: { from: '2026-03-07', to: '2026-03-07' }, categoriesOf: { i_m1: ['Starters'] } };

  it('keeps the status history, ignoring unreadable lines', () => {
    expect(orders[1]!.statusHistory).toEqual([{ from: 'pending', to: 'cancelled', at: 2, by: 's', reason: 'Kitchen closed' }]);
  });

  it('counts the spring-forward day in store hours (01:30 EST, 04:30 EDT) with every card agreeing', () => {
    const reports = reportsFromOrders(orders, NY, { status: 'all', minAmount: null, maxAmount: null }, query);
    expect(reports.heatmap.orders[0]![1]).toBe(1);
    expect(reports.heatmap.orders[0]![4]).toBe(1);
    expect(reports.heatmap.orders[0]![2]).toBe(0);
    expect(reports.prep).toMatchObject({ orders: 1, averageSeconds: 720 });
    expect(reports.cancellations).toMatchObject({ orders: 2, cancelled: 1, rate: 0.5, reasons: [{ reason: 'Kitchen closed', orders: 1, share: 1 }] });
    expect(reports.items.categories).toEqual([{ key: 'Starters', name: 'Starters', quantity: 2, revenueCents: 2000, share: 1 }]);
    expect(reports.daily).toEqual([{ date: '2026-03-08', orders: 2, cancelled: 1, revenueCents: 2000, prepOrders: 1, prepTotalMs: 720_000 }]);
  });

  it('applies the filters before counting', () => {
    const reports = reportsFromOrders(orders, NY, { status: 'all', minAmount: 10, maxAmount: null }, query);
    expect(reports.cancellations).toMatchObject({ orders: 1, cancelled: 0 });
  });
});
