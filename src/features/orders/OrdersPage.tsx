import { useState } from 'react';
import { useOrders } from '../../data/orders';
import { parseIsoDate } from '../../domain/dates';
import { validateCustomRange } from '../../domain/date-range';
import type { Order } from '../../domain/entities';
import { MESSAGES } from '../../domain/messages';
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
import { OrderCard } from './OrderCard';
import { OrderDetail } from './OrderDetail';
import { OrderFilters, type CustomInput } from './OrderFilters';
import { OrderTable } from './OrderTable';
import { useNow } from './use-now';
import { useViewMode } from './use-view-mode';
import './orders.css';

const text = MESSAGES.ordersScreen;
const NONE: Order[] = [];

/** The orders screen (doc 2 §2 "Orders"): filters, card or list view, selection, details. */
export function OrdersPage() {
  const view = useOrders();
  const now = useNow();
  const orders = view.status === 'ready' ? view.rows : NONE;
  const [status, setStatus] = useState<OrderStatusFilter>(DEFAULT_ORDER_STATUS_FILTER);
  const [preset, setPreset] = useState<OrderDatePreset>(DEFAULT_ORDER_DATE_PRESET);
  const [custom, setCustom] = useState<CustomInput>({ start: '', end: '' });
  const [mode, setMode] = useViewMode();
  // Selection exists in list view only; null means selection mode is off.
  const [selected, setSelected] = useState<Set<string> | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);

  const today = new Date(now);
  const customResult = preset === 'custom'
    ? validateCustomRange({ start: parseIsoDate(custom.start), end: parseIsoDate(custom.end) }, today)
    : null;
  const range = preset === 'custom' ? (customResult?.ok ? customResult.value : null) : orderDateRange(preset, today);
  const shown = range ? filterOrders(orders, status, range) : NONE;
  const open = openId ? orders.find((o) => o.id === openId) ?? null : null;

  const chooseMode = (next: OrderViewMode) => {
    setMode(next);
    if (next === 'card') setSelected(null);
  };
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const toggleAll = () =>
    setSelected((current) => (current && shown.every((o) => current.has(o.id)) ? new Set() : new Set(shown.map((o) => o.id))));

  if (view.status === 'loading') return <p className="loading" role="status">{text.loading}</p>;
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
              onClick={() => setSelected((current) => (current ? null : new Set()))}>
              {selected ? text.doneSelecting : text.select}
            </button>
          )}
        </div>
      </div>
      <p className="muted small orders-count" role="status">
        {text.count(shown.length)}{selected ? ` · ${text.selectedCount(selected.size)}` : ''}
      </p>
      {orders.length === 0 ? (
        <div className="card empty-state">
          <h3>{text.empty}</h3>
          <p className="muted">{text.emptyHint}</p>
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
              <OrderCard order={order} now={now} onOpen={() => setOpenId(order.id)} />
            </li>
          ))}
        </ul>
      ) : (
        <OrderTable orders={shown} now={now} selected={selected} onToggle={toggle} onToggleAll={toggleAll} onOpen={setOpenId} />
      )}
      {open && <OrderDetail order={open} onClose={() => setOpenId(null)} />}
    </section>
  );
}
