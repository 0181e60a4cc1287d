import { guest } from '../../../src/domain/shared/catalogue/guest';
import { formatCurrency } from '../../../src/domain/shared/money';
import type { OrderFigures } from '../../../src/domain/orders/pricing';

/** An order's figures: the basket's estimate before sending, the server's own after. */
export function Totals({ figures, estimated }: { figures: OrderFigures; estimated: boolean }) {
  return (
    <dl class="totals" data-testid={estimated ? 'estimate' : 'order-totals'}>
      <div><dt>{guest.subtotal}</dt><dd>{formatCurrency(figures.subtotal)}</dd></div>
      {figures.taxRate > 0 && <div><dt>{guest.tax(figures.taxRate)}</dt><dd>{formatCurrency(figures.taxAmount)}</dd></div>}
      {figures.gratuityRate > 0 && <div><dt>{guest.tip(figures.gratuityRate)}</dt><dd>{formatCurrency(figures.gratuityAmount)}</dd></div>}
      <div class="total">
        <dt>{estimated ? guest.estimatedTotal : guest.total}</dt>
        <dd data-testid={estimated ? 'estimated-total' : 'order-total'}>{formatCurrency(figures.totalAmount)}</dd>
      </div>
    </dl>
  );
}
