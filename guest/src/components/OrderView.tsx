// An order sent from this table, as the server has it: its lines, totals and
// status (live when the store shows it), a cancel while the store allows it,
// and the guest's word to the restaurant.
import { useLayoutEffect, useRef } from 'preact/hooks';
import type { PublicMenu } from '../../../src/domain/guest/public-menu';
import { guestMayCancel } from '../../../src/domain/guest/public-order';
import { guest } from '../../../src/domain/shared/catalogue/guest';
import { formatCurrency } from '../../../src/domain/shared/money';
import { clock } from '../clock';
import type { GuestOrder } from '../documents';
import { progressStep } from '../order-status';
import type { SavedOrder } from '../saved-orders';
import { useOrder } from '../use-order';
import { CancelOrder } from './CancelOrder';
import { FeedbackForm } from './FeedbackForm';
import { Progress } from './Progress';
import { Totals } from './Totals';

interface Props {
  order: SavedOrder;
  menu: PublicMenu;
  focusOnMount: boolean;
  onOrderAgain: () => void;
}

function statusWords(order: GuestOrder, live: boolean): string {
  if (live || order.status === 'cancelled' || order.status === 'removed') return guest.status[order.status];
  return guest.received;
}

export function OrderView({ order: saved, menu, focusOnMount, onOrderAgain }: Props) {
  const live = menu.ordering.liveStatus;
  const { load, reload } = useOrder(saved.storeId, saved.token, live);
  const title = useRef<HTMLHeadingElement>(null);

  useLayoutEffect(() => {
    if (focusOnMount) title.current?.focus();
  }, [focusOnMount]);

  return (
    <section class="order" aria-labelledby="order-title" data-testid="order">
      <h2 id="order-title" ref={title} tabIndex={-1}>{guest.orderTitle}</h2>
      <p class="muted small">{guest.orderAt(clock(saved.placedAt))}</p>
      {load.phase === 'loading' && <p role="status" class="muted">{guest.loadingOrder}</p>}
      {load.phase === 'failed' && (
        <div class="stack">
          <p role="alert" class="error">{guest.orderLoadFailed}</p>
          <button type="button" onClick={() => void reload()}>{guest.tryAgain}</button>
        </div>
      )}
      {load.phase === 'missing' && <p class="notice">{guest.orderMissing}</p>}
      {load.phase === 'ready' && <OrderDetails order={load.order} live={live} menu={menu} saved={saved} onChanged={reload} />}
      <button type="button" class="secondary wide" data-testid="order-again" onClick={onOrderAgain}>{guest.orderAgain}</button>
    </section>
  );
}

function OrderDetails({ order, live, menu, saved, onChanged }: { order: GuestOrder; live: boolean; menu: PublicMenu; saved: SavedOrder; onChanged: () => Promise<void> }) {
  const step = progressStep(order.status);
  return (
    <>
      <div class={`status status-${order.status}`}>
        <span class="status-label">{guest.statusLabel}</span>
        {/* A live region only while the status can change on its own. */}
        <p class="status-words" data-testid="order-status" role={live ? 'status' : undefined}>{statusWords(order, live)}</p>
      </div>
      {live && step !== null && <Progress step={step} />}
      {!live && <p class="notice">{guest.noLiveStatus}</p>}
      <ul class="lines" data-testid="order-lines">
        {order.items.map((line, i) => (
          <li key={i} class="line">
            <span class="line-name" dir="auto">{line.quantity} × {line.name}</span>
            <span>{formatCurrency(line.subtotal)}</span>
          </li>
        ))}
      </ul>
      <Totals figures={order} estimated={false} />
      {order.customerNotes && (
        <div class="notes">
          <h3>{guest.yourNotes}</h3>
          <p dir="auto">{order.customerNotes}</p>
        </div>
      )}
      {guestMayCancel(order.status, menu.ordering.cancelBeforeConfirmed) && (
        <CancelOrder storeId={saved.storeId} token={saved.token} onCancelled={onChanged} />
      )}
      <FeedbackForm storeId={saved.storeId} token={saved.token} alreadySent={order.messageSent} />
    </>
  );
}
