// A dish's "Add" button, which becomes a − n + stepper once the dish is in the
// basket. Focus stays on the control as one turns into the other, so a
// keyboard or screen reader user is never dropped to the top of the page
// (in a layout effect: a frame later, focus would already be on the body).
import { useLayoutEffect, useRef } from 'preact/hooks';
import { guest } from '../../../src/domain/shared/catalogue/guest';

interface Props {
  name: string;
  quantity: number;
  canAdd: boolean;
  onChange: (quantity: number) => void;
  /** In the basket: at 0 the line goes, so focus goes to `onEmptied`'s target instead of an Add button. */
  onEmptied?: () => void;
}

export function Quantity({ name, quantity, canAdd, onChange, onEmptied }: Props) {
  const add = useRef<HTMLButtonElement>(null);
  const plus = useRef<HTMLButtonElement>(null);
  const focusNext = useRef<'add' | 'plus' | null>(null);

  useLayoutEffect(() => {
    const target = focusNext.current === 'add' ? add.current : focusNext.current === 'plus' ? plus.current : null;
    focusNext.current = null;
    target?.focus();
  }, [quantity]);

  if (quantity === 0) {
    return (
      <button
        ref={add}
        type="button"
        class="add"
        aria-label={guest.add(name)}
        disabled={!canAdd}
        onClick={() => {
          focusNext.current = 'plus';
          onChange(1);
        }}
      >
        {guest.addShort}
      </button>
    );
  }
  return (
    <div class="stepper" role="group" aria-label={name}>
      <button
        type="button"
        aria-label={guest.removeOne(name)}
        onClick={() => {
          if (quantity === 1) {
            if (onEmptied) onEmptied();
            else focusNext.current = 'add';
          }
          onChange(quantity - 1);
        }}
      >
        <span aria-hidden="true">−</span>
      </button>
      <span class="count" data-testid="quantity">{quantity}</span>
      <button ref={plus} type="button" aria-label={guest.add(name)} disabled={!canAdd} onClick={() => onChange(quantity + 1)}>
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
