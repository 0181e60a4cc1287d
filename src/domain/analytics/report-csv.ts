// The two CSV exports of the Order Summary's range: its daily rows and its
// item mix. Money in dollars with two decimals, shares in percent, headers
// from the catalogue.
import { MESSAGES } from '../shared/messages';
import { toCsv } from './csv';
import type { DailyReportRow } from './daily-report';
import type { ItemMix } from './item-mix';

const dollars = (cents: number) => (cents / 100).toFixed(2);
const percent = (share: number) => (share * 100).toFixed(1);

export function dailyRowsCsv(rows: readonly DailyReportRow[]): string {
  const h = MESSAGES.reports.csv;
  return toCsv([
    [h.date, h.orders, h.cancelled, h.revenue, h.averagePrepMinutes],
    ...rows.map((row) => [
      row.date,
      row.orders,
      row.cancelled,
      dollars(row.revenueCents),
      row.prepOrders > 0 ? (row.prepTotalMs / row.prepOrders / 60_000).toFixed(1) : '',
    ]),
  ]);
}

export function itemMixCsv(mix: ItemMix): string {
  const h = MESSAGES.reports.csv;
  return toCsv([
    [h.item, h.quantity, h.revenue, h.share],
    ...mix.all.map((row) => [row.name, row.quantity, dollars(row.revenueCents), percent(row.share)]),
  ]);
}

/** 'order-summary-daily-2026-11-01-to-2026-11-23.csv' */
export function csvFileName(kind: 'daily' | 'items', from: string, to: string): string {
  return `order-summary-${kind}-${from}-to-${to}.csv`;
}
