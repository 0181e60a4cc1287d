// What a table-count change does to a store's table links (doc 2 §3
// "Table QR entry", §7 "QR generation"). Pure, so the Function and its tests
// share one reading. Links are never deleted: a printed code of a table no
// longer in use must say so, not 404, and comes back to life with its table.
import { MAX_TABLES_PER_STORE } from '../shared/limits';
import { MESSAGES } from '../shared/messages';
import { tableIdFor, tableNumberOf } from './table-id';
import { toNumber, type ValidationResult } from '../shared/validation-result';

/** The counter (takeaway): table 0. Its link stays active whatever the count. */
export const COUNTER_TABLE = 0;

export interface LinkRow {
  id: string;
  tableId: string;
  isActive: boolean;
}

/**
 * The server's reading of `newTableCount`: a whole number from 1 to the store
 * limit. Going over the limit is a rule broken (`limit`), not a bad field.
 */
export function readTableCount(value: unknown): ValidationResult<number, 'tableCount' | 'limit'> {
  const n = typeof value === 'number' || typeof value === 'string' ? toNumber(value) : Number.NaN;
  if (!Number.isInteger(n) || n < 1) return { ok: false, errors: { tableCount: MESSAGES.qr.invalidTableCount } };
  if (n > MAX_TABLES_PER_STORE) return { ok: false, errors: { limit: MESSAGES.qr.maxTablesSave(MAX_TABLES_PER_STORE) } };
  return { ok: true, value: n };
}

export interface TablePlan {
  /** Tables 1..N with no link at all: a new link each. */
  create: number[];
  /** Inactive links brought back (one per table, the oldest id first for stability). */
  reactivate: LinkRow[];
  /** Active links of tables above N. */
  deactivate: LinkRow[];
  /** Table ids that became active / inactive, in table order: the callable's answer. */
  addedTables: string[];
  removedTables: string[];
}

/**
 * Tables 1..`count` end with exactly one active link each (an existing one is
 * kept, an inactive one is reactivated before a new one is made), tables above
 * it with none. The counter and links of other shapes are left alone.
 */
export function planTableCount(links: readonly LinkRow[], count: number): TablePlan {
  const byTable = new Map<number, LinkRow[]>();
  for (const link of links) {
    const n = tableNumberOf(link.tableId);
    if (n === null || n === COUNTER_TABLE) continue;
    byTable.set(n, [...(byTable.get(n) ?? []), link]);
  }
  const plan: TablePlan = { create: [], reactivate: [], deactivate: [], addedTables: [], removedTables: [] };
  for (let n = 1; n <= count; n++) {
    const own = byTable.get(n) ?? [];
    if (own.some((l) => l.isActive)) continue;
    const sleeping = [...own].sort((a, b) => a.id.localeCompare(b.id))[0];
    if (sleeping) plan.reactivate.push(sleeping);
    else plan.create.push(n);
    plan.addedTables.push(tableIdFor(n));
  }
  const above = [...byTable.keys()].filter((n) => n > count).sort((a, b) => a - b);
  for (const n of above) {
    const active = (byTable.get(n) ?? []).filter((l) => l.isActive);
    if (active.length === 0) continue;
    plan.deactivate.push(...active);
    plan.removedTables.push(tableIdFor(n));
  }
  return plan;
}
