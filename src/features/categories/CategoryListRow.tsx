import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import type { DragHandleProps } from '../../app/ui/SortableList';
import { StaleTranslations } from '../../app/ui/StaleTranslations';
import type { Category } from '../../domain/shared/entities';
import type { LanguageOption } from '../../domain/settings/languages';
import { MESSAGES } from '../../domain/shared/messages';
import type { Viewed } from '../../domain/sync/overlay';
import { categoryPaths } from './category-paths';

const M = MESSAGES.category;

const GripIcon = () => (
  <svg width="20" height="20" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
    {[6, 12, 18].flatMap((y) => [9, 15].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.7" />))}
  </svg>
);

/** The icon on a tint of the category's colour, as the list and the form's preview show it. */
export function CategoryBadge({ icon, color, large = false }: { icon: string; color: string; large?: boolean }) {
  const style = { '--cat-color': color } as CSSProperties;
  return (
    <span className={large ? 'cat-badge large' : 'cat-badge'} style={style} aria-hidden="true">
      {icon}
    </span>
  );
}

/** One category of the list: a drag handle, and a link to its form. */
export function CategoryListRow(props: {
  category: Viewed<Category>;
  handle: DragHandleProps;
  itemCount?: number | undefined;
  /** The store's translation languages: a translation made from an older name or description is flagged. */
  languages?: readonly LanguageOption[];
}) {
  const { category, handle, itemCount, languages = [] } = props;
  return (
    <div className="cat-row" data-testid="category-row" data-pending={category.pending} style={{ '--cat-color': category.color } as CSSProperties}>
      <button type="button" className="drag-handle" {...handle}>
        <GripIcon />
      </button>
      <Link className="cat-row-link" to={categoryPaths.edit(category.id)}>
        <CategoryBadge icon={category.icon} color={category.color} />
        <span className="cat-row-text">
          <span className="cat-row-title">
            <span className="cat-row-name" data-testid="category-name">{category.name}</span>
            {category.pending && <span className="badge pending">{M.pending}</span>}
            <StaleTranslations original={category} languages={languages} testId="category-translation-out-of-date" />
          </span>
          {category.description && <span className="cat-row-description">{category.description}</span>}
          {itemCount !== undefined && <span className="cat-row-count">{M.itemCount(itemCount)}</span>}
        </span>
        <span className="cat-row-chevron" aria-hidden="true">›</span>
      </Link>
    </div>
  );
}
