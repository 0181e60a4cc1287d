// What an order costs: unit prices from the menu, tax and gratuity from the
// store's orderConfig (doc 2 §3), all in whole cents so sums never drift.
import type { OrderConfig } from '../settings/app-config';
import type { OrderItem } from '../shared/entities';

export interface PricedLine {
  menuItemId?: string;
  name: string;
  /** Unit price from the menu, never from the caller. */
  price: number;
  quantity: number;
}

/** An order's sums: what the order and the guest's view of it both carry, and a basket's estimate. */
export interface OrderFigures {
  subtotal: number;
  /** Percent, as configured (8.5 means 8.5 %); 0 when tax is off. */
  taxRate: number;
  taxAmount: number;
  gratuityRate: number;
  gratuityAmount: number;
  totalAmount: number;
}

export interface PricedOrder extends OrderFigures {
  items: Array<Required<Pick<OrderItem, 'name' | 'quantity' | 'price' | 'subtotal'>> & { menuItemId?: string }>;
}

const toCents = (amount: number) => Math.round(amount * 100);
const fromCents = (cents: number) => cents / 100;
const rateOf = (enabled: boolean, rate: number) => (enabled && Number.isFinite(rate) && rate > 0 ? Math.min(rate, 100) : 0);

/**
 * Tax and the gratuity are both taken on the subtotal before tax. The
 * gratuity is the store's default unless a guest chose one on offer
 * (src/domain/guest/gratuity.ts checks the choice first).
 */
export function priceOrder(lines: readonly PricedLine[], config: OrderConfig, chosenGratuityRate?: number): PricedOrder {
  const items = lines.map((line) => ({
    ...(line.menuItemId !== undefined ? { menuItemId: line.menuItemId } : {}),
    name: line.name,
    price: line.price,
    quantity: line.quantity,
    subtotal: fromCents(toCents(line.price) * line.quantity),
  }));
  const subtotalCents = items.reduce((sum, item) => sum + toCents(item.subtotal), 0);
  const taxRate = rateOf(config.enableTax, config.taxRate);
  const gratuityRate = chosenGratuityRate === undefined
    ? rateOf(config.enableDefaultGratuity, config.defaultGratuityRate)
    : rateOf(true, chosenGratuityRate);
  const taxCents = Math.round((subtotalCents * taxRate) / 100);
  const gratuityCents = Math.round((subtotalCents * gratuityRate) / 100);
  return {
    items,
    subtotal: fromCents(subtotalCents),
    taxRate,
    taxAmount: fromCents(taxCents),
    gratuityRate,
    gratuityAmount: fromCents(gratuityCents),
    totalAmount: fromCents(subtotalCents + taxCents + gratuityCents),
  };
}
