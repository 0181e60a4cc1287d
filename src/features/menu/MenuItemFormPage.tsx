import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useMenuItems, type ViewedMenuItem } from '../../data/menu-items';
import { MESSAGES } from '../../domain/messages';
import { MenuItemForm } from './MenuItemForm';
import { menuPaths } from './menu-paths';
import './menu.css';

const text = MESSAGES.menuScreen;

/** /menu/add and /menu/add/{itemId} (doc 2 §2 "Menu item form"). */
export function MenuItemFormPage() {
  const { itemId } = useParams();
  const view = useMenuItems();
  // Until the view is ready neither the item nor the item count (the 100 limit) is known.
  if (view.status === 'loading') return <p className="loading" role="status">{text.loading}</p>;
  // A new key per item: moving from one item's form to another's starts afresh.
  return <Editor key={itemId ?? 'new'} itemId={itemId} items={view.rows} />;
}

function Editor({ itemId, items }: { itemId: string | undefined; items: ViewedMenuItem[] }) {
  const live = itemId === undefined ? undefined : items.find((i) => i.id === itemId);
  // The item as the form first saw it: once loaded it stays, so deleting it
  // (here or elsewhere) does not turn the page into "could not load".
  const [loaded, setLoaded] = useState(live);
  if (live && !loaded) setLoaded(live);
  if (itemId !== undefined && !loaded) {
    return (
      <section className="menu-page">
        <Link className="back-link" to={menuPaths.list}>← {text.backToMenu}</Link>
        <p className="menu-notice error" role="alert">{MESSAGES.menu.couldNotLoad}</p>
      </section>
    );
  }
  return <MenuItemForm item={loaded} current={live} items={items} />;
}
