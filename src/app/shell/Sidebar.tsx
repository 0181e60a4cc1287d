import { Link, NavLink } from 'react-router-dom';
import { paths } from '../../config/paths';
import { MESSAGES } from '../../domain/shared/messages';
import { useSession } from '../../data/session/session';
import { useCurrentStore } from '../../data/stores/current-store';
import { useNewMessageCount } from '../../data/messages/customer-messages';
import { useSignOut } from '../ui/use-sign-out';
import { mayOpen } from '../../domain/team/screens';
import { SCREENS, type Screen } from '../../domain/shared/screens';
import { useStoreRole } from '../guards';

/** The route table's sidebar screens, in its order, each under its title. */
const LINKS: readonly [string, string][] = (Object.values(SCREENS) as Screen[])
  .filter((screen) => screen.nav)
  .map((screen) => [screen.path, screen.title]);

/** The main navigation (doc 1 §2.3). On phones it is a drawer opened from the header. */
export function Sidebar({ open, onNavigate }: { open: boolean; onNavigate: () => void }) {
  const { user } = useSession();
  const { store } = useCurrentStore();
  const signOut = useSignOut();
  const newMessages = useNewMessageCount();
  // Links to screens the role may not open are left out (the guard says why if one is typed).
  const role = useStoreRole();
  return (
    <aside id="sidebar" className={`sidebar${open ? ' open' : ''}`} aria-label="Main">
      <h1 className="sidebar-title">{MESSAGES.shell.sidebarTitle}</h1>
      <p className="sidebar-user" title={user?.email ?? user?.uid}>
        {user?.email ?? user?.phoneNumber ?? user?.uid}
      </p>
      <div className="sidebar-store">
        <span className="sidebar-store-name" data-testid="store-name">{store?.storeName}</span>
        <Link to={paths.storeSelection} onClick={onNavigate}>
          {MESSAGES.labels.store.switchStore}
        </Link>
      </div>
      <nav>
        <ul className="nav-list">
          {LINKS.filter(([to]) => role === undefined || mayOpen(role, to)).map(([to, label]) => (
            <li key={to}>
              <NavLink to={to} end={to === '/'} onClick={onNavigate}>
                {label}
                {to === paths.messages && newMessages ? (
                  <>
                    <span className="nav-count" aria-hidden="true">{newMessages}</span>
                    <span className="visually-hidden">{`, ${MESSAGES.messages.newCount(newMessages)}`}</span>
                  </>
                ) : null}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <button type="button" className="danger sign-out" onClick={() => void signOut()}>
        Sign Out
      </button>
    </aside>
  );
}
