import { Link, useLocation } from 'react-router-dom';
import { EditIcon, MenuIcon, PlusIcon, SaveIcon } from './icons';
import { headerAction, PAGE_FORM_ID, pageTitle } from './page-title';
import { SyncStatus } from './SyncStatus';

/** Page title plus the page's icon action (doc 1 §2.3); the menu button opens the sidebar on phones. */
export function Header({ menuOpen, onMenu }: { menuOpen: boolean; onMenu: () => void }) {
  const { pathname } = useLocation();
  const title = pageTitle(pathname) ?? '';
  const action = headerAction(pathname);
  return (
    <header className="page-header">
      <button
        type="button"
        className="menu-button"
        aria-label="Menu"
        aria-expanded={menuOpen}
        aria-controls="sidebar"
        onClick={onMenu}
      >
        <MenuIcon />
      </button>
      <h2>{title}</h2>
      <SyncStatus />
      <div className="header-actions">
        {action?.kind === 'add' && (
          <Link className="icon-button" to={action.to} aria-label={`Add to ${title}`} title="Add">
            <PlusIcon />
          </Link>
        )}
        {action?.kind === 'edit' && (
          <Link className="icon-button" to={action.to} aria-label={`Edit ${title}`} title="Edit">
            <EditIcon />
          </Link>
        )}
        {action?.kind === 'save' && (
          <button type="submit" form={PAGE_FORM_ID} className="icon-button" aria-label="Save" title="Save">
            <SaveIcon />
          </button>
        )}
      </div>
    </header>
  );
}
