import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { ViewLoading } from '../../app/ui/ViewLoading';
import { useMenuItemActions, useMenuItems, type ViewedMenuItem } from '../../data/menu/menu-items';
import { useKitchenOrders, useOrderActions, type ViewedOrder } from '../../data/orders/orders';
import { useCurrentStore } from '../../data/stores/current-store';
import type { ActionErrors } from '../../data/views/replica-view';
import { useSteadyRows } from '../../data/views/steady-rows';
import { MESSAGES } from '../../domain/shared/messages';
import {
  allDayCounts,
  groupKitchenColumns,
  KITCHEN_COLUMNS,
  popMove,
  pushMove,
  type KitchenMove,
} from '../../domain/kitchen/kitchen';
import { nextQuickAction } from '../../domain/orders/orders';
import { AllDay } from './AllDay';
import { ConnectionBanner } from './ConnectionBanner';
import { PrintTicket } from './PrintTicket';
import { ThresholdSettings } from './ThresholdSettings';
import { Ticket } from './Ticket';
import { useAgeThresholds } from './use-age-thresholds';
import { useNewOrderAlert } from './use-new-order-alert';
import { usePrintTicket } from './use-print-ticket';
import { useWakeLock } from './use-wake-lock';
import './kitchen.css';
import { isOwnerOrManager } from '../../domain/team/permissions';

const text = MESSAGES.kitchen;
const errorText = (errors: ActionErrors) => (errors ? Object.values(errors).join(' ') : null);
const NO_ITEMS: ViewedMenuItem[] = [];

/** The kitchen board: New, In progress, Ready; one tap forward, Recall, all-day count with '86', print, new-order alert. */
export function KitchenPage() {
  const view = useKitchenOrders();
  // Unchanged orders stay the same objects, so only the tickets that changed re-render.
  const rows = useSteadyRows(view.status === 'ready' ? view.rows : null);
  const current = useCurrentStore();
  const roles = current.storeId ? current.rolesFor(current.storeId) : [];
  const canSetAny = roles.some(isOwnerOrManager);
  const actions = useOrderActions(rows ?? [], canSetAny);
  const [thresholds, setThresholds] = useAgeThresholds();
  const alert = useNewOrderAlert(rows);
  const [moves, setMoves] = useState<KitchenMove[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const menuView = useMenuItems();
  const menu = menuView.status === 'ready' ? menuView.rows : NO_ITEMS;
  const menuActions = useMenuItemActions(menu);
  const ticketPrint = usePrintTicket();
  useWakeLock();

  const columns = useMemo(() => groupKitchenColumns<ViewedOrder>(rows ?? []), [rows]);
  const allDay = useMemo(() => allDayCounts(rows ?? [], text.unnamedItem), [rows]);

  const forward = async (order: ViewedOrder) => {
    const next = nextQuickAction(order.status);
    if (!next) return;
    alert.acknowledge(order.id);
    const failed = errorText(await actions.advance(order.id, next.to));
    setError(failed);
    if (!failed) setMoves((now) => pushMove(now, { orderId: order.id, from: order.status, to: next.to }));
  };
  // The tickets' handlers stay the same functions, so a change to one order re-renders its ticket only.
  const latestForward = useRef(forward);
  useLayoutEffect(() => {
    latestForward.current = forward;
  });
  const onForward = useCallback((order: ViewedOrder) => void latestForward.current(order), []);
  const { acknowledge } = alert;
  const { print } = ticketPrint;
  const recall = async () => {
    const { move, rest } = popMove(moves);
    if (!move) return;
    setMoves(rest);
    setError(errorText(await actions.set(move.orderId, move.from)));
  };

  // '86' and back: one command each, queued like every change (offline too); the 86'd list is the undo.
  const setAvailable = async (item: ViewedMenuItem, isAvailable: boolean) => {
    const failed = errorText(await menuActions.setAvailable([item.id], isAvailable));
    setError(failed);
    setNotice(failed ? null : isAvailable ? text.backOnDone(item.name) : text.eightySixed(item.name));
  };

  if (view.status === 'loading') return <ViewLoading text={text.loading} waitingFor={view.waitingFor} />;
  const fresh = alert.unacknowledged.length;
  return (
    <section className="kitchen-page" aria-label={text.title}>
      <ConnectionBanner />
      <div className="kitchen-toolbar">
        {fresh > 0 && (
          <div className="kitchen-alert" role="status" data-testid="kitchen-alert">
            <strong>{text.newOrders(fresh)}</strong>
            <button type="button" onClick={() => alert.acknowledge()}>{text.acknowledge}</button>
          </div>
        )}
        {!alert.soundAsked && (
          <button type="button" className="secondary" title={text.enableSoundHint} onClick={() => void alert.enableSound()}>
            {text.enableSound}
          </button>
        )}
        {canSetAny && (
          <button type="button" className="secondary" disabled={moves.length === 0}
            title={text.recallHint(moves.length)} onClick={() => void recall()}>
            {text.recall}{moves.length > 0 ? ` (${moves.length})` : ''}
          </button>
        )}
        <ThresholdSettings value={thresholds} onChange={setThresholds} />
      </div>
      {error && <p className="kitchen-error error" role="alert">{error}</p>}
      {notice && <p className="kitchen-notice" role="status">{notice}</p>}
      <div className="kitchen-columns">
        {KITCHEN_COLUMNS.map((column) => (
          <section key={column} className={`kitchen-column column-${column}`} aria-labelledby={`kitchen-${column}`}
            data-testid={`kitchen-column-${column}`}>
            <h2 id={`kitchen-${column}`}>
              {text.columns[column]} <span className="kitchen-column-count">{text.columnCount(columns[column].length)}</span>
            </h2>
            {columns[column].length === 0 ? (
              <p className="muted kitchen-empty">{text.emptyColumn}</p>
            ) : (
              <ul className="kitchen-tickets">
                {columns[column].map((order) => (
                  <li key={order.id}>
                    <Ticket order={order} thresholds={thresholds} isNew={alert.unacknowledged.includes(order.id)}
                      onForward={onForward} onPrint={print} onTap={acknowledge} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))}
        <AllDay lines={allDay} menu={menu} onSetAvailable={(item, isAvailable) => void setAvailable(item, isAvailable)} />
      </div>
      {ticketPrint.printing && <PrintTicket order={ticketPrint.printing} />}
    </section>
  );
}
