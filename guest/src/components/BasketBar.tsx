import type { PublicMenu } from '../../../src/domain/guest/public-menu';
import { guest } from '../../../src/domain/shared/catalogue/guest';
import { formatCurrency } from '../../../src/domain/shared/money';
import { estimate, itemCount, type Basket } from '../basket';

export function BasketBar({ basket, menu, onOpen }: { basket: Basket; menu: PublicMenu; onOpen: () => void }) {
  return (
    <div class="basket-bar">
      <button type="button" data-testid="basket-bar" aria-haspopup="dialog" onClick={onOpen}>
        {guest.basketBar(itemCount(basket, menu), formatCurrency(estimate(basket, menu).subtotal))}
      </button>
    </div>
  );
}
