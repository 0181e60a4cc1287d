// "Cancel order", then a confirm step; focus moves to the choice and back.
import { ORDER_FUNCTIONS } from '../../../src/domain/orders/functions';
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { guest } from '../../../src/domain/shared/catalogue/guest';
import { useOnceCall } from '../use-once-call';
import { SendStatus } from './SendStatus';

export function CancelOrder({ storeId, token, onCancelled }: { storeId: string; token: string; onCancelled: () => Promise<void> }) {
  const [confirming, setConfirming] = useState(false);
  const { state, call } = useOnceCall(ORDER_FUNCTIONS.cancelGuestOrderSecure, `guest.cancel.${token}`, guest.cancelFailed);
  const keep = useRef<HTMLButtonElement>(null);
  const start = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);

  useLayoutEffect(() => {
    if (confirming) keep.current?.focus();
    else if (asked.current) start.current?.focus();
    asked.current = confirming;
  }, [confirming]);

  const sending = state.phase === 'sending';
  return (
    <div class="cancel">
      {confirming ? (
        <div role="group" aria-labelledby="cancel-question" class="confirm">
          <p id="cancel-question">{guest.cancelQuestion}</p>
          <div class="row">
            <button
              type="button"
              class="danger"
              data-testid="confirm-cancel"
              aria-disabled={sending ? 'true' : undefined}
              onClick={async () => {
                if (sending) return;
                if (await call({ storeId, token })) await onCancelled();
              }}
            >
              {guest.cancelYes}
            </button>
            <button ref={keep} type="button" class="secondary" onClick={() => setConfirming(false)}>{guest.cancelNo}</button>
          </div>
        </div>
      ) : (
        <button ref={start} type="button" class="danger-outline" data-testid="cancel-order" onClick={() => setConfirming(true)}>
          {guest.cancelOrder}
        </button>
      )}
      <SendStatus state={state} testId="cancel" />
    </div>
  );
}
