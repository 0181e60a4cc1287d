import { useEffect, useRef, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { OfflineEngineProvider } from '../../data/engine/EngineProvider';
import { tokenSource } from '../../data/session/session';
import { useCurrentStore } from '../../data/stores/current-store';
import { useStoreRole } from '../guards';
import { Header } from './Header';
import { Sidebar } from './Sidebar';

/** Sidebar + header around every main page. */
export function ShellLayout() {
  const { uid, storeId } = useCurrentStore();
  const role = useStoreRole();
  // A kitchen member has the board alone: it opens full screen, the sidebar behind the menu button.
  const boardOnly = role === 'KITCHEN';
  const [menuOpen, setMenuOpen] = useState(false);
  const wasOpen = useRef(false);
  useEffect(() => {
    // Keyboard users land in the drawer when it opens and back on the menu button when it closes.
    if (menuOpen) document.querySelector<HTMLElement>('#sidebar a')?.focus();
    else if (wasOpen.current) document.querySelector<HTMLElement>('.menu-button')?.focus();
    wasOpen.current = menuOpen;
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);
  // The guards above guarantee a user and a store here; every part of the shell
  // (the sidebar's sign-out included) reads this store's engine.
  if (!uid || !storeId) return null;
  return (
    <OfflineEngineProvider uid={uid} storeId={storeId} tokens={tokenSource} role={role}>
      <div className={boardOnly ? 'shell board-only' : 'shell'}>
        <Sidebar open={menuOpen} onNavigate={() => setMenuOpen(false)} />
        {menuOpen && <div className="scrim" aria-hidden="true" onClick={() => setMenuOpen(false)} />}
        <div className="main">
          <Header menuOpen={menuOpen} onMenu={() => setMenuOpen((open) => !open)} />
          <main className="content">
            <Outlet />
          </main>
        </div>
      </div>
    </OfflineEngineProvider>
  );
}
