// The basket panel: a modal dialog (the browser keeps focus inside and Esc
// closes it), its lines, notes, tip, estimate and the Send button.
import { useLayoutEffect, useRef } from 'preact/hooks';
import type { PublicMenu, PublicMenuItem } from '../../../src/domain/guest/public-menu';
import { ORDER_NOTES_MAX } from '../../../src/domain/orders/order-limits';
import { guest } from '../../../src/domain/shared/catalogue/guest';
import { formatCurrency } from '../../../src/domain/shared/money';
import { canAdd, chosenTip, estimate, resolveLines, type Basket } from '../basket';
import { textIn } from '../language';
import type { SendState } from '../use-once-call';
import { Quantity } from './Quantity';
import { SendStatus } from './SendStatus';
import { Totals } from './Totals';

interface Props {
  open: boolean;
  onClose: () => void;
  basket: Basket;
  menu: PublicMenu;
  language: string;
  updateBasket: (change: (b: Basket) => Basket) => Basket;
  onQuantity: (item: PublicMenuItem, quantity: number) => void;
  sendState: SendState;
  onSend: () => void;
}

export function BasketDialog({ open, onClose, basket, menu, language, updateBasket, onQuantity, sendState, onSend }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const title = useRef<HTMLHeadingElement>(null);

  useLayoutEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);

  const lines = resolveLines(basket, menu);
  const sendable = lines.some((l) => l.item);
  const sending = sendState.phase === 'sending';
  const { choices } = menu.ordering.gratuity;
  const tip = chosenTip(basket, menu);

  return (
    <dialog ref={dialog} class="basket" aria-labelledby="basket-title" data-testid="basket" onClose={onClose}>
      <div class="basket-head">
        <h2 id="basket-title" ref={title} tabIndex={-1}>{guest.basketTitle}</h2>
        <button type="button" class="secondary" onClick={onClose}>{guest.backToMenu}</button>
      </div>
      <fieldset class="basket-body" disabled={sending}>
        {lines.length === 0 && <p class="muted">{guest.emptyBasket}</p>}
        <ul class="lines">
          {lines.map((line) => {
            const name = line.item ? textIn(line.item, language, menu.defaultLanguage).name : line.name;
            return (
              <li key={line.menuItemId} class={line.item ? 'line' : 'line gone'} data-testid="basket-line">
                <div class="line-text">
                  <span class="line-name" dir="auto">{name}</span>
                  {line.item
                    ? <span class="muted small">{formatCurrency(line.item.price)}</span>
                    : <span class="gone-note" data-testid="no-longer-available">{guest.noLongerAvailable}</span>}
                </div>
                {line.item ? (
                  <Quantity
                    name={name}
                    quantity={line.quantity}
                    canAdd={canAdd(basket, line.menuItemId)}
                    onChange={(q) => line.item && onQuantity(line.item, q)}
                    onEmptied={() => title.current?.focus()}
                  />
                ) : (
                  <button
                    type="button"
                    class="secondary"
                    onClick={() => {
                      title.current?.focus();
                      updateBasket((b) => ({ ...b, lines: b.lines.filter((l) => l.menuItemId !== line.menuItemId) }));
                    }}
                  >
                    {guest.removeLine(name)}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
        {lines.some((l) => !l.item) && <p class="muted small">{guest.notSent}</p>}
        {lines.length > 0 && (
          <>
            <div class="field">
              <label for="basket-notes">{guest.notesLabel}</label>
              <textarea
                id="basket-notes"
                rows={3}
                maxLength={ORDER_NOTES_MAX}
                value={basket.notes}
                aria-describedby="basket-notes-count"
                onInput={(e) => {
                  const notes = e.currentTarget.value.slice(0, ORDER_NOTES_MAX);
                  updateBasket((b) => ({ ...b, notes }));
                }}
              />
              <p id="basket-notes-count" class="muted small">{guest.charsLeft(basket.notes.length, ORDER_NOTES_MAX)}</p>
            </div>
            {choices.length > 1 && (
              <fieldset class="tips">
                <legend>{guest.tipLegend}</legend>
                {choices.map((rate) => (
                  <label key={rate} class="tip">
                    <input
                      type="radio"
                      name="basket-tip"
                      value={String(rate)}
                      checked={tip === rate}
                      onChange={() => updateBasket((b) => ({ ...b, gratuityRate: rate }))}
                    />
                    <span>{guest.tipOption(rate)}</span>
                  </label>
                ))}
              </fieldset>
            )}
            <Totals figures={estimate(basket, menu)} estimated />
            <p class="muted small">{guest.estimateNote}</p>
          </>
        )}
      </fieldset>
      <div class="basket-foot">
        <button
          type="button"
          class="send"
          data-testid="send-order"
          disabled={!sendable}
          aria-disabled={sending ? 'true' : undefined}
          onClick={() => {
            if (!sending) onSend();
          }}
        >
          {guest.send}
        </button>
        <SendStatus state={sendState} testId="send" />
      </div>
    </dialog>
  );
}
