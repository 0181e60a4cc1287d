// An order's status history as the order detail shows it: each change with
// its time and who made it ("Confirmed 2:05 PM · Ana"). The name is the one
// the server recorded from the member's document at the change, so a member
// removed since still shows; a change made on this device and not yet synced
// shows as 'you'; an order placed at a table, as the customer's.
import { formatDateTimeLabel, formatTimeLabel, startOfDay } from '../shared/dates';
import type { OrderHistoryLine } from '../shared/entities';
import { MESSAGES } from '../shared/messages';
import { formatStatusLabel, isOrderStatus } from './orders';
import { CUSTOMER_AUTHOR } from './status-change';

/** A stored statusHistory, lines the screens cannot read left out; undefined when there is none. */
export function readStatusHistory(raw: unknown): OrderHistoryLine[] | undefined {
  if (!Array.isArray(raw)) return undefined;
  return raw.flatMap((value: unknown): OrderHistoryLine[] => {
    if (typeof value !== 'object' || value === null) return [];
    const { from, to, at, by, byName, reason } = value as Record<string, unknown>;
    if (!isOrderStatus(to) || typeof at !== 'number') return [];
    return [{
      from: isOrderStatus(from) ? from : null,
      to,
      at,
      by: typeof by === 'string' ? by : '',
      ...(typeof byName === 'string' && byName ? { byName } : {}),
      ...(typeof reason === 'string' && reason ? { reason } : {}),
    }];
  });
}

/** Who a line names, in the screen's words; '' when an older line recorded no name. */
export function authorLabel(line: Pick<OrderHistoryLine, 'by' | 'byName' | 'local'>): string {
  const words = MESSAGES.ordersScreen.history;
  if (line.local) return words.you;
  if (line.by === CUSTOMER_AUTHOR) return words.customer;
  return line.byName ?? '';
}

export interface HistoryRow {
  key: string;
  /** 'Placed' for the order's creation, else the status reached ('Confirmed'). */
  what: string;
  at: number;
  /** The time ('2:05 PM'), with the date when the change came on another day than the order. */
  when: string;
  who: string;
  reason?: string;
  local: boolean;
}

const sameDay = (a: number, b: number) => startOfDay(new Date(a)).getTime() === startOfDay(new Date(b)).getTime();

/** The lines oldest first, as the detail lists them; `placedAt` is the order's createdAt (times in local time). */
export function historyRows(lines: readonly OrderHistoryLine[], placedAt: number): HistoryRow[] {
  return lines.map((line, i) => ({
    key: `${i}-${line.to}-${line.at}`,
    what: line.from === null ? MESSAGES.ordersScreen.placed : formatStatusLabel(line.to),
    at: line.at,
    when: sameDay(line.at, placedAt) ? formatTimeLabel(new Date(line.at)) : formatDateTimeLabel(new Date(line.at)),
    who: authorLabel(line),
    ...(line.reason ? { reason: line.reason } : {}),
    local: line.local === true,
  }));
}
