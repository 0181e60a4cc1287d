import type { ViewedMenuItem } from '../../data/menu/menu-items';
import { MESSAGES } from '../../domain/shared/messages';
import { soldOutItems, type AllDayLine } from '../../domain/kitchen/kitchen';

const text = MESSAGES.kitchen;

/**
 * The all-day count, where '86' lives on the board: one tap on a line marks
 * its dish sold out; the 86'd list under it is the way back (and the undo of
 * a wrong tap). Both act on the menu, so the menu list shows the same.
 */
export function AllDay({ lines, menu, onSetAvailable }: {
  lines: readonly AllDayLine[];
  menu: readonly ViewedMenuItem[];
  onSetAvailable(item: ViewedMenuItem, isAvailable: boolean): void;
}) {
  const byId = new Map(menu.map((m) => [m.id, m]));
  const soldOut = soldOutItems(menu);
  return (
    <aside className="kitchen-all-day" aria-labelledby="kitchen-all-day" data-testid="kitchen-all-day">
      <h2 id="kitchen-all-day">{text.allDay}</h2>
      {lines.length === 0 ? (
        <p className="muted">{text.allDayEmpty}</p>
      ) : (
        <ul>
          {lines.map((line) => {
            const item = line.menuItemId ? byId.get(line.menuItemId) : undefined;
            return (
              <li key={line.name} className="all-day-line">
                <span><span className="ticket-qty">{line.quantity}×</span> {line.name}</span>
                {item?.isAvailable && (
                  <button type="button" className="eighty-six" aria-label={text.eightySixLabel(line.name)}
                    onClick={() => onSetAvailable(item, false)}>
                    {text.eightySix}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {soldOut.length > 0 && (
        <section className="kitchen-sold-out" aria-labelledby="kitchen-sold-out" data-testid="kitchen-sold-out">
          <h3 id="kitchen-sold-out">{text.soldOut}</h3>
          <p className="muted small">{text.soldOutHint}</p>
          <ul>
            {soldOut.map((item) => (
              <li key={item.id} className="all-day-line" data-pending={item.pending}>
                <span>{item.name}</span>
                <button type="button" className="secondary" aria-label={text.backOnLabel(item.name)}
                  onClick={() => onSetAvailable(item, true)}>
                  {text.backOn}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </aside>
  );
}
