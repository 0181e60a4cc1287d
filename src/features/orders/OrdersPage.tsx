import { useState } from 'react';
import { ViewLoading } from '../../app/ui/ViewLoading';
import { useOlderOrders } from '../../data/orders/older-orders';
import { useOrderActions, useOrders, type ViewedOrder } from '../../data/orders/orders';
import type { ActionErrors } from '../../data/views/replica-view';
import { useCurrentStore } from '../../data/stores/current-store';
import { useStoreTimeZone } from '../../data/store/store-profile';
import { formatDateLabel, parseIsoDate } from '../../domain/shared/dates';
import { validateCustomRange } from '../../domain/shared/date-range';
import { MESSAGES } from '../../domain/shared/messages';
import {
  DEFAULT_ORDER_DATE_PRESET,
  DEFAULT_ORDER_STATUS_FILTER,
  filterOrders,
  filtersCleared,
  orderDateRange,
  type OrderDatePreset,
  type OrderStatusFilter,
  type OrderViewMode,
} from '../../domain/orders/orders-filter';
import { canCancel, nextQuickAction, type OrderStatus } from '../../domain/orders/orders';
import { BulkBar } from './BulkBar';
import { BulkDeleteDialog } from './BulkDeleteDialog';
import { CancelDialog } from './CancelDialog';
import { ChangeStatusDialog } from './ChangeStatusDialog';
import { OrderCard } from './OrderCard';
import { OrderDetail } from './OrderDetail';
import { OrderFilters, type CustomInput } from './OrderFilters';
import { OrderTable } from './OrderTable';
import { useNow } from '../../app/ui/use-now';
import { useViewMode } from './use-view-mode';
import './orders.css';
import { isOwnerOrManager } from '../../domain/team/permissions';

const text = MESSAGES.ordersScreen;
const NONE: ViewedOrder[] = [];
/** The one dialog open at a time, and the orders it acts on. */
type Dialog = { kind: 'cancel' | 'status'; ids: string[] } | { kind: 'delete'; ids: string[] } | null;

const errorText = (errors: ActionErrors) => (errors ? Object.values(errors).join(' ') : null);

/** The orders screen (doc 2 §2 "Orders"): filters, card or list view, selection, status changes. */
export function OrdersPage() {
  const view = useOrders();
  const now = useNow();
  const current = useCurrentStore();
  const orders = view.status === 'ready' ? view.rows : NONE;
  const roles = current.storeId ? current.rolesFor(current.storeId) : [];
  const actions = useOrderActions(orders, roles.some(isOwnerOrManager));
  const [status, setStatus] = useState<OrderStatusFilter>(DEFAULT_ORDER_STATUS_FILTER);
  const [preset, setPreset] = useState<OrderDatePreset>(DEFAULT_ORDER_DATE_PRESET);
  const [custom, setCustom] = useState<CustomInput>({ start: '', end: '' });
  const [mode, setMode] = useViewMode();
  // Selection exists in list view only; null means selection mode is off.
  const [selected, setSelected] = useState<Set<string> | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [error, setError] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);

  const timeZone = useStoreTimeZone();
  const today = new Date(now);
  // Days are the store's, as on the Order Summary (doc 1 §9).
  const customResult = preset === 'custom'
    ? validateCustomRange({ start: parseIsoDate(custom.start), end: parseIsoDate(custom.end) }, today, timeZone)
    : null;
  const range = preset === 'custom' ? (customResult?.ok ? customResult.value : null) : orderDateRange(preset, today, null, timeZone);
  const older = useOlderOrders(range);
  // Orders before the device's window come from the server (read-only here: the replica never holds them).
  const olderRows: ViewedOrder[] = older.status === 'ready'
    ? older.rows.filter((o) => !orders.some((held) => held.id === o.id)).map((o) => ({ ...o, pending: false }))
    : NONE;
  const known = olderRows.length > 0 ? [...orders, ...olderRows] : orders;
  const shown = range ? filterOrders(known, status, range) : NONE;
  const olderNotice = older.status === 'none' ? null : {
    loading: text.olderLoading,
    offline: text.olderOffline(formatDateLabel(new Date(older.windowStartMs))),
    error: text.olderFailed,
    ready: text.olderFromServer(formatDateLabel(new Date(older.windowStartMs))),
  }[older.status];
  const open = openId ? orders.find((o) => o.id === openId) ?? null : null;
  const byId = (id: string) => orders.find((o) => o.id === id);

  const report = (errors: ActionErrors) => {
    setError(errorText(errors));
    return errorText(errors);
  };
  const advance = async (id: string, to: OrderStatus) => report(await actions.advance(id, to));
  const cancelWith = async (ids: string[], reason: string) =>
    report(await (ids.length === 1 ? actions.advance(ids[0]!, 'cancelled', reason) : actions.bulkSet(ids, 'cancelled', reason)));
  const setTo = async (ids: string[], to: OrderStatus) =>
    report(await (ids.length === 1 ? actions.set(ids[0]!, to) : actions.bulkSet(ids, to)));
  const addExample = async () => {
    setAdding(true);
    report(await actions.addExample());
    setAdding(false);
  };
  const chooseMode = (next: OrderViewMode) => {
    setMode(next);
    if (next === 'card') setSelected(null);
  };
  const toggle = (id: string) =>
    setSelected((now) => {
      const next = new Set(now);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const toggleAll = () =>
    setSelected((now) => (now && shown.every((o) => now.has(o.id)) ? new Set() : new Set(shown.map((o) => o.id))));
  const chosen = selected ? shown.filter((o) => selected.has(o.id)).map((o) => o.id) : [];

  if (view.status === 'loading') return <ViewLoading text={text.loading} waitingFor={view.waitingFor} />;
  const detailActions = open && (
    <>
      {nextQuickAction(open.status) && (
        <button type="button" onClick={() => void advance(open.id, nextQuickAction(open.status)!.to)}>
          {nextQuickAction(open.status)!.longLabel}
        </button>
      )}
      <button type="button" className="secondary" onClick={() => setDialog({ kind: 'status', ids: [open.id] })}>{text.changeStatus}</button>
      {canCancel(open.status) && (
        <button type="button" className="secondary danger-text" onClick={() => setDialog({ kind: 'cancel', ids: [open.id] })}>{text.cancelOrder}</button>
      )}
    </>
  );
  return (
    <section className="orders-page">
      <div className="orders-toolbar">
        <OrderFilters
          status={status}
          preset={preset}
          custom={custom}
          customErrors={customResult && !customResult.ok ? customResult.errors : {}}
          cleared={filtersCleared(status, preset)}
          onStatus={setStatus}
          onPreset={setPreset}
          onCustom={setCustom}
          onClear={() => {
            setStatus('all');
            setPreset('today');
          }}
        />
        <div className="orders-view-controls">
          <div className="segmented" role="group" aria-label={text.view}>
            <button type="button" aria-pressed={mode === 'card'} onClick={() => chooseMode('card')}>{text.cardView}</button>
            <button type="button" aria-pressed={mode === 'list'} onClick={() => chooseMode('list')}>{text.listView}</button>
          </div>
          {mode === 'list' && (
            <button type="button" className="secondary" aria-pressed={selected !== null}
              onClick={() => setSelected((now) => (now ? null : new Set()))}>
              {selected ? text.doneSelecting : text.select}
            </button>
          )}
        </div>
      </div>
      {error && <p className="orders-notice error" role="alert">{error}</p>}
      {olderNotice && <p className="orders-notice small" role="status" data-testid="older-orders">{olderNotice}</p>}
      {selected && (
        <BulkBar count={chosen.length}
          onSet={(to) => (to === 'cancelled' ? setDialog({ kind: 'cancel', ids: chosen }) : void setTo(chosen, to))}
          onDelete={() => setDialog({ kind: 'delete', ids: chosen })} />
      )}
      <p className="small orders-count" role="status">
        {text.count(shown.length)}{selected ? ` · ${text.selectedCount(chosen.length)}` : ''}
      </p>
      {known.length === 0 ? (
        <div className="card empty-state">
          <h3>{text.empty}</h3>
          <p className="muted">{text.emptyHint}</p>
          <button type="button" disabled={adding} onClick={() => void addExample()}>
            {adding ? text.addingExample : MESSAGES.orders.addExample}
          </button>
        </div>
      ) : shown.length === 0 ? (
        <div className="card empty-state">
          <h3>{text.emptyFiltered}</h3>
          <p className="muted">{text.emptyFilteredHint}</p>
        </div>
      ) : mode === 'card' ? (
        <ul className="order-cards" aria-label={text.listLabel}>
          {shown.map((order) => (
            <li key={order.id}>
              <OrderCard order={order} now={now} onOpen={() => setOpenId(order.id)}
                onAdvance={(to) => void advance(order.id, to)}
                onCancel={() => setDialog({ kind: 'cancel', ids: [order.id] })} />
            </li>
          ))}
        </ul>
      ) : (
        <OrderTable orders={shown} now={now} selected={selected} onToggle={toggle} onToggleAll={toggleAll} onOpen={setOpenId} />
      )}
      {open && !dialog && <OrderDetail order={open} onClose={() => setOpenId(null)} actions={detailActions} />}
      {dialog?.kind === 'cancel' && (
        <CancelDialog count={dialog.ids.length} onCancel={(reason) => cancelWith(dialog.ids, reason)} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'status' && byId(dialog.ids[0]!) && (
        <ChangeStatusDialog current={byId(dialog.ids[0]!)!.status} onChoose={(to) => setTo(dialog.ids, to)}
          onCancelChosen={() => setDialog({ kind: 'cancel', ids: dialog.ids })} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'delete' && (
        <BulkDeleteDialog count={dialog.ids.length}
          onDelete={async () => {
            const failed = report(await actions.bulkDelete(dialog.ids));
            if (!failed) setSelected(new Set());
            return failed;
          }}
          onClose={() => setDialog(null)} />
      )}
    </section>
  );
}
