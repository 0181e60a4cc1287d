import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { SortableList } from '../../app/ui/SortableList';
import { useCategories, useCategoryActions } from '../../data/categories/categories';
import { useTranslationLanguages } from '../../data/settings/translation-languages';
import { useMenuItems } from '../../data/menu/menu-items';
import { itemCountsByCategory } from '../../domain/categories/category-form';
import type { Category } from '../../domain/shared/entities';
import { MAX_CATEGORIES_PER_STORE } from '../../domain/shared/limits';
import { MESSAGES } from '../../domain/shared/messages';
import type { Viewed } from '../../domain/sync/overlay';
import { canAddCategory } from '../../domain/categories/category-validation';
import { CategoryListRow } from './CategoryListRow';
import { categoryPaths } from './category-paths';
import { useDroppedOrder } from '../../app/ui/use-dropped-order';
import { useFlash } from '../../app/ui/use-flash';
import { ViewLoading } from '../../app/ui/ViewLoading';
import './categories.css';

const M = MESSAGES.category;
const NONE: Viewed<Category>[] = [];

/** The category list (doc 2 §2): live, by orderIndex, reordered by drag or keyboard in one command. */
export function CategoriesPage() {
  const view = useCategories();
  const menu = useMenuItems();
  const languages = useTranslationLanguages();
  const categories = view.status === 'ready' ? view.rows : NONE;
  const actions = useCategoryActions(categories);
  const [shown, setDropped] = useDroppedOrder(categories);
  const [error, setError] = useState<string | null>(null);
  const flash = useFlash();
  // Counts only once the menu is known: a zero while it loads would be wrong.
  const counts = useMemo(() => (menu.status === 'ready' ? itemCountsByCategory(menu.rows) : null), [menu]);

  const reorder = async (orderedIds: string[]) => {
    setDropped(orderedIds);
    setError(null);
    const errors = await actions.reorder(orderedIds);
    if (errors) {
      setDropped(null);
      setError(Object.values(errors)[0] ?? M.reorderFailed);
    }
  };

  if (view.status === 'loading') return <ViewLoading text={M.loading} waitingFor={view.waitingFor} />;
  const atLimit = !canAddCategory(categories.length);
  return (
    <section className="cat-page">
      {flash && <p role="status" className="cat-flash">{flash}</p>}
      <div className="cat-toolbar">
        {categories.length > 1 && <p className="muted small">{M.reorderHint}</p>}
        {atLimit ? (
          <button type="button" className="cat-add" disabled aria-describedby="category-limit">
            {M.add}
          </button>
        ) : (
          <Link className="cat-add" to={categoryPaths.add}>
            <span className="cat-add-plus" aria-hidden="true">+</span>
            {M.add}
          </Link>
        )}
      </div>
      {atLimit && (
        <p id="category-limit" className="hint">
          {M.categoryLimit(MAX_CATEGORIES_PER_STORE)}
        </p>
      )}
      {error && <p role="alert" className="form-error">{error}</p>}
      {categories.length === 0 ? (
        <div className="card empty-state">
          <p>{MESSAGES.emptyStates.noCategories}</p>
        </div>
      ) : (
        <SortableList
          items={shown}
          labelOf={(c) => c.name}
          onReorder={(ids) => void reorder(ids)}
          aria-label={M.listLabel}
          className="cat-list"
          renderItem={(c, handle) => <CategoryListRow category={c} handle={handle} itemCount={counts?.get(c.id) ?? (counts ? 0 : undefined)} languages={languages} />}
        />
      )}
    </section>
  );
}
