import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { useMenuItemImage, type ViewedMenuItem } from '../../data/menu/menu-items';
import type { DragHandleProps } from '../../app/ui/SortableList';
import { StaleTranslations } from '../../app/ui/StaleTranslations';
import type { Category } from '../../domain/shared/entities';
import { formatCurrency } from '../../domain/shared/format';
import type { LanguageOption } from '../../domain/settings/languages';
import { MESSAGES } from '../../domain/shared/messages';
import { GripIcon, PlateIcon } from './menu-icons';
import { editItemPath } from './menu-paths';

const { labels, menuScreen: text } = MESSAGES;

/** The image, the one chosen on this device while its upload is pending, or a placeholder. */
export function ItemThumb({ item }: { item: ViewedMenuItem }) {
  const src = useMenuItemImage(item);
  if (!src) {
    return (
      <span className="menu-thumb placeholder" role="img" aria-label={text.noImage}>
        <PlateIcon />
      </span>
    );
  }
  return <img className="menu-thumb" src={src} alt="" loading="lazy" decoding="async" />;
}

function CategoryChips({ ids, categories }: { ids: readonly string[]; categories: ReadonlyMap<string, Category> }) {
  // Links to categories this device does not know (deleted, not pulled yet) show nothing.
  const shown = ids.flatMap((id) => categories.get(id) ?? []);
  if (shown.length === 0) return null;
  return (
    <ul className="menu-chips">
      {shown.map((c) => (
        <li key={c.id} className="menu-chip" style={{ '--chip': c.color } as CSSProperties} data-testid="menu-chip">
          <span aria-hidden="true">{c.icon}</span> {c.name}
        </li>
      ))}
    </ul>
  );
}

interface Props {
  item: ViewedMenuItem;
  categories: ReadonlyMap<string, Category>;
  handle: DragHandleProps;
  /** One tap: sold out ('86') or available again. */
  onSetAvailable(isAvailable: boolean): void;
  /** The store's translation languages: a stale translation of one of them is flagged. */
  languages: readonly LanguageOption[];
}

/** One row: the drag handle, a link (most of the row) that opens the item, and the sold-out switch. */
export function MenuRow({ item, categories, handle, onSetAvailable, languages }: Props) {
  return (
    <div className="menu-row" data-testid="menu-row" data-pending={item.pending}>
      <button type="button" className="drag-handle" {...handle}>
        <GripIcon />
      </button>
      <Link className="menu-row-link" to={editItemPath(item.id)}>
        <ItemThumb item={item} />
        <div className="menu-row-text">
          <span className="menu-item-name" data-testid="menu-item-name">{item.name}</span>
          {item.description && <span className="menu-item-description">{item.description}</span>}
          <CategoryChips ids={item.categories} categories={categories} />
          <StaleTranslations original={item} languages={languages} testId="menu-translation-out-of-date" />
        </div>
        <div className="menu-row-meta">
          <span className="menu-price" data-testid="menu-item-price">{formatCurrency(item.price)}</span>
          <span className={item.isAvailable ? 'badge available' : 'badge unavailable'}>
            {item.isAvailable ? labels.menu.available : labels.menu.unavailable}
          </span>
          {item.pending && (
            <span className="badge pending" title={text.pendingHint}>
              {text.pending}
            </span>
          )}
        </div>
      </Link>
      <button type="button" className="secondary menu-availability" onClick={() => onSetAvailable(!item.isAvailable)}>
        {item.isAvailable ? text.markSoldOut : text.availableAgain}
        <span className="visually-hidden"> ({item.name})</span>
      </button>
    </div>
  );
}
