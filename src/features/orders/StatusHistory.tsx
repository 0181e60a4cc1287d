import type { OrderHistoryLine } from '../../domain/shared/entities';
import { MESSAGES } from '../../domain/shared/messages';
import { historyRows } from '../../domain/orders/status-history';

const text = MESSAGES.ordersScreen.history;

/**
 * Who moved the order, and when: 'Confirmed 2:05 PM · Ana', oldest first. A
 * change this device has not synced yet reads '· you' until the server's
 * line, with the name it recorded, comes back.
 */
export function StatusHistory({ lines, placedAt }: { lines: readonly OrderHistoryLine[]; placedAt: number }) {
  const rows = historyRows(lines, placedAt);
  if (rows.length === 0) return null;
  return (
    <section className="order-history">
      <h4>{text.title}</h4>
      <ol data-testid="status-history">
        {rows.map((row) => (
          <li key={row.key} data-pending={row.local || undefined}>
            {row.what} <time dateTime={new Date(row.at).toISOString()}>{row.when}</time>
            {row.who && <> · <span className="history-who">{row.who}</span></>}
            {row.reason && <span className="history-reason"> ({row.reason})</span>}
            {row.local && <span className="visually-hidden">, {text.notSynced}</span>}
          </li>
        ))}
      </ol>
    </section>
  );
}
