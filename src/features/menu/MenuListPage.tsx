import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { SortableList } from '../../app/ui/SortableList';
import { useCategories } from '../../data/categories/categories';
import { useMenuItemActions, useMenuItems, type ViewedMenuItem } from '../../data/menu/menu-items';
import type { ActionErrors } from '../../data/views/replica-view';
import type { Category } from '../../domain/shared/entities';
import { MAX_MENU_ITEMS_PER_STORE } from '../../domain/shared/limits';
import { MESSAGES } from '../../domain/shared/messages';
import { canAddMenuItem } from '../../domain/menu/menu-item-validation';
import { useDroppedOrder } from '../../app/ui/use-dropped-order';
import { useFlash } from '../../app/ui/use-flash';
import { ViewLoading } from '../../app/ui/ViewLoading';
import { menuPaths } from './menu-paths';
import { MenuRow } from './MenuRow';
import { useTranslationLanguages } from '../../data/settings/translation-languages';
import './menu.css';

const NONE: ViewedMenuItem[] = [];
const text = MESSAGES.menuScreen;

/** The menu (doc 2 §2 "Menu list"): live, in orderIndex order, reordered by drag or keyboard. */
export function MenuListPage() {
  const view = useMenuItems();
  const categoriesView = useCategories();
  const languages = useTranslationLanguages();
  const flash = useFlash();
  const items = view.status === 'ready' ? view.rows : NONE;
  const actions = useMenuItemActions(items);
  const [error, setError] = useState<string | null>(null);
  const report = (errors: ActionErrors) => setError(errors ? Object.values(errors).join(' ') : null);
  const [shown, setDropped] = useDroppedOrder(items);
  // One command per drop; the dropped order shows until the view agrees, or goes back if refused.
  const reorder = async (orderedIds: string[]) => {
    setDropped(orderedIds);
    const errors = await actions.reorder(orderedIds);
    if (errors) setDropped(null);
    report(errors);
  };
  const categories = useMemo(
    () => new Map<string, Category>(categoriesView.status === 'ready' ? categoriesView.rows.map((c) => [c.id, c]) : []),
    [categoriesView],
  );

  if (view.status === 'loading') return <ViewLoading text={text.loading} waitingFor={view.waitingFor} />;
  return (
    <section className="menu-page">
      {flash && <p className="menu-notice success" role="status">{flash}</p>}
      {!canAddMenuItem(items.length) && (
        <p className="menu-notice warning" role="alert">{MESSAGES.menu.itemLimit(MAX_MENU_ITEMS_PER_STORE)}</p>
      )}
      {error && <p className="menu-notice error" role="alert">{error}</p>}
      {items.length === 0 ? (
        <div className="card empty-state">
          <h3>{text.empty}</h3>
          <p className="muted">{text.emptyHint}</p>
          <Link className="menu-button-link" to={menuPaths.addMethod}>{text.addItem}</Link>
        </div>
      ) : (
        <>
          <p className="muted small menu-count">{text.itemCount(items.length, MAX_MENU_ITEMS_PER_STORE)}</p>
          <SortableList
            className="menu-list"
            aria-label={text.listLabel}
            items={shown}
            labelOf={(item) => item.name}
            onReorder={(ids) => void reorder(ids)}
            renderItem={(item, handle) => (
              <MenuRow item={item} categories={categories} handle={handle} languages={languages}
                onSetAvailable={(isAvailable) => void actions.setAvailable([item.id], isAvailable).then(report)} />
            )}
          />
        </>
      )}
    </section>
  );
}
