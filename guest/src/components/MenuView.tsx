import type { PublicMenu, PublicMenuItem } from '../../../src/domain/guest/public-menu';
import { ORDER_MAX_LINES } from '../../../src/domain/orders/order-limits';
import { guest } from '../../../src/domain/shared/catalogue/guest';
import { canAdd, quantityOf, type Basket } from '../basket';
import { textIn } from '../language';
import type { SavedOrder } from '../saved-orders';
import { menuSections } from '../sections';
import { clock } from '../clock';
import { DishCard } from './DishCard';

interface Props {
  menu: PublicMenu;
  language: string;
  basket: Basket;
  orders: readonly SavedOrder[];
  onQuantity: (item: PublicMenuItem, quantity: number) => void;
  onOpenOrder: (token: string) => void;
}

export function MenuView({ menu, language, basket, orders, onQuantity, onOpenOrder }: Props) {
  const sections = menuSections(menu);
  const categories = new Map(menu.categories.map((c) => [c.id, c]));
  const ordering = menu.ordering.enabled;
  return (
    <>
      {orders.length > 0 && (
        <nav class="your-orders" aria-labelledby="your-orders-title">
          <h2 id="your-orders-title">{guest.yourOrders}</h2>
          <ul>
            {orders.map((o) => (
              <li key={o.token}>
                <button type="button" class="secondary" data-testid="saved-order" onClick={() => onOpenOrder(o.token)}>
                  {guest.orderAt(clock(o.placedAt))}
                </button>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {!ordering && <p class="notice" data-testid="ordering-off">{guest.orderingOff}</p>}
      {ordering && basket.lines.length >= ORDER_MAX_LINES && <p class="notice">{guest.basketFull(ORDER_MAX_LINES)}</p>}
      {sections.length === 0 && <p class="notice">{guest.emptyMenu}</p>}
      {sections.map((section, index) => {
        const category = section.categoryId === null ? undefined : categories.get(section.categoryId);
        const heading = category ? textIn(category, language, menu.defaultLanguage) : undefined;
        const id = `section-${index}`;
        return (
          <section key={section.categoryId ?? 'other'} class="category" aria-labelledby={id}>
            <h2 id={id} lang={heading?.nameLang}>
              {category?.icon ? <span aria-hidden="true">{category.icon} </span> : null}
              {heading ? heading.name : guest.other}
            </h2>
            <ul class="dishes">
              {section.items.map((item) => (
                <DishCard
                  key={item.id}
                  item={item}
                  text={textIn(item, language, menu.defaultLanguage)}
                  ordering={ordering}
                  quantity={quantityOf(basket, item.id)}
                  canAdd={canAdd(basket, item.id)}
                  onQuantity={(q) => onQuantity(item, q)}
                />
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}
