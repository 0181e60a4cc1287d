// A table's page: the menu loads, then either the menu with its basket or
// one of the orders sent from this table.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { PublicLink } from '../../../src/domain/guest/public-link';
import type { PublicMenu, PublicMenuItem } from '../../../src/domain/guest/public-menu';
import { guest } from '../../../src/domain/shared/catalogue/guest';
import { quantityOf, withQuantity } from '../basket';
import { initialLanguage, textIn } from '../language';
import { OPEN_ORDER_MS, readSavedOrders, withOrder, writeSavedOrders, type SavedOrder } from '../saved-orders';
import { readJson, writeJson } from '../storage';
import { useBasket } from '../use-basket';
import { useMenu } from '../use-menu';
import { usePlaceOrder } from '../use-place-order';
import { BasketBar } from './BasketBar';
import { BasketDialog } from './BasketDialog';
import { Header } from './Header';
import { MenuView } from './MenuView';
import { OrderView } from './OrderView';

const LANGUAGE_KEY = 'guest.language';

export function TablePage({ linkId }: { linkId: string }) {
  const { load, retry } = useMenu(linkId);
  if (load.phase === 'ready') return <Table linkId={linkId} link={load.link} menu={load.menu} />;
  return (
    <main id="main" class="page narrow">
      <h1>{guest.pageTitle}</h1>
      {load.phase === 'loading' && (
        <div>
          <p role="status" class="muted">{guest.loadingMenu}</p>
          <div class="skeleton" aria-hidden="true"><span /><span /><span /></div>
        </div>
      )}
      {load.phase === 'failed' && (
        <div class="stack">
          <p role="alert" class="error">{guest.loadFailed}</p>
          <button type="button" onClick={retry}>{guest.tryAgain}</button>
        </div>
      )}
      {load.phase === 'closed' && <p class="notice" data-testid="link-closed">{load.message}</p>}
    </main>
  );
}

function Table({ linkId, link, menu }: { linkId: string; link: PublicLink; menu: PublicMenu }) {
  const [chosenLanguage, setChosenLanguage] = useState(() => {
    const stored = readJson(LANGUAGE_KEY);
    return initialLanguage(menu, navigator.languages ?? [navigator.language], typeof stored === 'string' ? stored : null);
  });
  // The menu may drop a language while the page is open.
  const language = menu.languages.some((l) => l.code === chosenLanguage) ? chosenLanguage : menu.defaultLanguage;
  const [orders, setOrders] = useState(() => readSavedOrders(linkId, Date.now()));
  const [openToken, setOpenToken] = useState<string | null>(() => {
    const last = orders[orders.length - 1];
    return last && Date.now() - last.placedAt < OPEN_ORDER_MS ? last.token : null;
  });
  const [basket, updateBasket] = useBasket(linkId);
  const [basketOpen, setBasketOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  // Focus follows a change of view the guest asked for, never the first load.
  const [moved, setMoved] = useState(false);
  const title = useRef<HTMLHeadingElement>(null);

  const onPlaced = useCallback((order: SavedOrder) => {
    setOrders((list) => {
      const next = withOrder(list, order);
      writeSavedOrders(linkId, next);
      return next;
    });
    setBasketOpen(false);
    setMoved(true);
    setOpenToken(order.token);
  }, [linkId]);
  const placing = usePlaceOrder(linkId, updateBasket, onPlaced);

  // A send cut short by a reload goes on with the same command id: the server makes one order.
  const [interrupted] = useState(() => basket.pendingCommandId !== null);
  const resumed = useRef(false);
  useEffect(() => {
    if (!interrupted || resumed.current || !menu.ordering.enabled) return;
    resumed.current = true;
    setBasketOpen(true);
    void placing.send(menu);
  }, [interrupted, menu, placing]);

  useEffect(() => {
    document.title = menu.storeName ? `${menu.storeName} · ${guest.pageTitle}` : guest.pageTitle;
  }, [menu.storeName]);

  useLayoutEffect(() => {
    if (moved && openToken === null) title.current?.focus();
  }, [moved, openToken]);

  const setQuantity = (item: PublicMenuItem, quantity: number) => {
    const next = updateBasket((b) => withQuantity(b, item, quantity));
    setAnnouncement(guest.inBasket(quantityOf(next, item.id), textIn(item, language, menu.defaultLanguage).name));
    placing.clearError();
  };
  const chooseLanguage = (code: string) => {
    setChosenLanguage(code);
    writeJson(LANGUAGE_KEY, code);
  };
  const open = orders.find((o) => o.token === openToken);
  const ordering = menu.ordering.enabled;
  const showBar = ordering && !open && basket.lines.length > 0;

  return (
    <>
      <Header titleRef={title} menu={menu} tableNumber={link.tableNumber} language={language} onLanguage={chooseLanguage} />
      <main id="main" class={`page${showBar ? ' has-bar' : ''}`}>
        {open ? (
          <OrderView
            key={open.token}
            order={open}
            menu={menu}
            focusOnMount={moved}
            onOrderAgain={() => {
              setMoved(true);
              setOpenToken(null);
            }}
          />
        ) : (
          <MenuView
            menu={menu}
            language={language}
            basket={basket}
            orders={orders}
            onQuantity={setQuantity}
            onOpenOrder={(token) => {
              setMoved(true);
              setOpenToken(token);
            }}
          />
        )}
        {showBar && <BasketBar basket={basket} menu={menu} onOpen={() => setBasketOpen(true)} />}
        {ordering && (
          <BasketDialog
            open={basketOpen && !open}
            onClose={() => setBasketOpen(false)}
            basket={basket}
            menu={menu}
            language={language}
            updateBasket={updateBasket}
            onQuantity={setQuantity}
            sendState={placing.state}
            onSend={() => void placing.send(menu)}
          />
        )}
        <p class="sr-only" role="status">{announcement}</p>
      </main>
    </>
  );
}
