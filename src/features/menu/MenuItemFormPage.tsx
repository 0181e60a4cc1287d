import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ViewLoading } from '../../app/ui/ViewLoading';
import { useMenuItems, type ViewedMenuItem } from '../../data/menu/menu-items';
import { useNotSyncedYet } from '../../data/views/replica-view';
import { MESSAGES } from '../../domain/shared/messages';
import { MenuItemForm } from './MenuItemForm';
import { menuPaths } from './menu-paths';
import './menu.css';

const text = MESSAGES.menuScreen;
const STORE_DOCUMENT = ['store'] as const;

/** /menu/add and /menu/add/{itemId} (doc 2 §2 "Menu item form"). */
export function MenuItemFormPage() {
  const { itemId } = useParams();
  const view = useMenuItems();
  // The store document holds the languages the translation fields offer.
  const storeMissing = useNotSyncedYet(STORE_DOCUMENT);
  // Until the view is ready neither the item nor the item count (the 100 limit) is known.
  if (view.status === 'loading' || storeMissing.length > 0) {
    const waitingFor = [...(view.status === 'loading' ? view.waitingFor : []), ...storeMissing];
    return <ViewLoading text={text.loading} waitingFor={waitingFor} />;
  }
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
