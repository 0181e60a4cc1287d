// Hour × weekday heat-map (beyond the spec: what Square's and Toast's reports
// show first). From the rollups' byHour: every order placed counts in its
// hour, cancelled ones too (the kitchen saw them); revenue leaves cancelled out.
import type { DailyStats } from './daily-stats';
import { hourKey } from './daily-stats';
import { statsOfDays, weekdayOf, type StoreDayRange } from './report-range';

export type HeatmapMeasure = 'orders' | 'revenue';

export interface Heatmap {
  /** [weekday 0 = Sunday][hour 0..23]; revenue in cents. */
  orders: number[][];
  revenueCents: number[][];
  /** The largest cell of each measure, for shading (0 when empty). */
  maxOrders: number;
  maxRevenueCents: number;
}

const grid = () => Array.from({ length: 7 }, () => new Array<number>(24).fill(0));

export function hourWeekdayHeatmap(stats: readonly DailyStats[], range: StoreDayRange): Heatmap {
  const orders = grid();
  const revenueCents = grid();
  for (const { date, stats: day } of statsOfDays(stats, range)) {
    if (!day) continue;
    const weekday = weekdayOf(date);
    for (let hour = 0; hour < 24; hour += 1) {
      const tally = day.byHour[hourKey(hour)];
      if (!tally) continue;
      orders[weekday]![hour]! += tally.orders ?? 0;
      revenueCents[weekday]![hour]! += tally.revenueCents ?? 0;
    }
  }
  const max = (cells: number[][]) => Math.max(0, ...cells.flat());
  return { orders, revenueCents, maxOrders: max(orders), maxRevenueCents: max(revenueCents) };
}

/** 0..4: how dark a cell is, in fifths of the largest cell; 0 only for an empty cell. */
export function heatLevel(value: number, max: number): number {
  if (value <= 0 || max <= 0) return 0;
  return Math.min(4, Math.max(1, Math.ceil((value / max) * 4)));
}
