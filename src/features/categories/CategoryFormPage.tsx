import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useCategories, useCategoryActions } from '../../data/categories/categories';
import { useMenuItems, type ViewedMenuItem } from '../../data/menu/menu-items';
import type { Category } from '../../domain/shared/entities';
import { MESSAGES } from '../../domain/shared/messages';
import type { Viewed } from '../../domain/sync/overlay';
import { CategoryForm } from './CategoryForm';
import { MembershipPanel } from './MembershipPanel';
import type { FlashState } from '../../app/ui/use-flash';
import { LastChangedBy } from '../../app/ui/LastChangedBy';
import { ViewLoading } from '../../app/ui/ViewLoading';
import { readChangedBy } from '../../domain/shared/changed-by';
import { categoryPaths } from './category-paths';
import './categories.css';

const M = MESSAGES.category;
const NO_CATEGORIES: Viewed<Category>[] = [];
const NO_ITEMS: ViewedMenuItem[] = [];

/** /categories/add and /categories/add/{categoryId} (and their older spellings). */
export function CategoryFormPage() {
  const { categoryId } = useParams();
  const navigate = useNavigate();
  const view = useCategories();
  const menu = useMenuItems();
  const categories = view.status === 'ready' ? view.rows : NO_CATEGORIES;
  const actions = useCategoryActions(categories, menu.status === 'ready' ? menu.rows : NO_ITEMS);
  // Set while a delete is queued: the category leaves the view before the page leaves.
  const [leaving, setLeaving] = useState(false);
  const category = categoryId === undefined ? undefined : categories.find((c) => c.id === categoryId);
  const backToList = (state: FlashState = {}) => void navigate(categoryPaths.list, { state });

  const back = (
    <Link className="cat-back" to={categoryPaths.list}>
      <span className="cat-back-arrow" aria-hidden="true">‹</span>
      {M.back}
    </Link>
  );
  let body;
  // Only the categories are needed here: the membership panel waits for the menu by itself.
  if (view.status === 'loading') body = <ViewLoading text={M.loadingOne} waitingFor={view.waitingFor} />;
  else if (categoryId !== undefined && !category) {
    body = leaving ? null : (
      <div className="card">
        <p role="alert">{M.notFound}</p>
      </div>
    );
  } else {
    body = (
      <>
        <LastChangedBy by={category && !category.pending ? readChangedBy(category.lastChangedBy) : undefined} />
        <CategoryForm
          key={categoryId ?? 'new'}
          category={category}
          categories={categories}
          actions={actions}
          onSaved={(flash) => backToList({ flash })}
          onDeleting={() => setLeaving(true)}
          onDeleted={() => backToList()}
        />
        {category && <MembershipPanel category={category} menu={menu} actions={actions} />}
      </>
    );
  }
  return (
    <div className="cat-form-page">
      {back}
      {body}
    </div>
  );
}
