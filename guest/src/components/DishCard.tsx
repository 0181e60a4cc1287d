import type { PublicMenuItem } from '../../../src/domain/guest/public-menu';
import { formatCurrency } from '../../../src/domain/shared/money';
import type { ShownText } from '../language';
import { Quantity } from './Quantity';

interface Props {
  item: PublicMenuItem;
  text: ShownText;
  ordering: boolean;
  quantity: number;
  canAdd: boolean;
  onQuantity: (quantity: number) => void;
}

export function DishCard({ item, text, ordering, quantity, canAdd, onQuantity }: Props) {
  return (
    <li class="dish" data-testid="dish">
      {item.imageUrl && (
        <img class="dish-photo" src={item.imageUrl} alt={text.name} lang={text.nameLang} width={96} height={96} loading="lazy" decoding="async" />
      )}
      <div class="dish-text">
        <h3 lang={text.nameLang} dir="auto">{text.name}</h3>
        {text.description && <p class="muted" lang={text.descriptionLang} dir="auto">{text.description}</p>}
        <p class="price">{formatCurrency(item.price)}</p>
      </div>
      {ordering && (
        <div class="dish-action">
          <Quantity name={text.name} quantity={quantity} canAdd={canAdd} onChange={onQuantity} />
        </div>
      )}
    </li>
  );
}
