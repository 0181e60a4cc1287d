import type { BrowserContext, Route } from '@playwright/test';
import { EMULATORS } from '../../support/emulator-env';

const firestoreHost = `${EMULATORS.firestore.host}:${EMULATORS.firestore.port}`;
const HELD_AT_ONCE = 2;

/**
 * Holds back the page's Firestore requests that name one collection, as a slow
 * link would while a large collection is pulled: the Firestore SDK asks for
 * every query (pulls and live listeners) over one channel, so the requests
 * adding a query on that collection are kept unanswered until released.
 * Everything else passes. With `after`, requests pass until one naming that
 * collection has gone: the first sync reads the orders' first page before the
 * menu and their further pages after it.
 */
export async function holdPullOf(context: BrowserContext, collectionId: string, options: { after?: string } = {}) {
  const held: Route[] = [];
  const names = (body: string, id: string) => {
    try {
      return decodeURIComponent(body.replace(/\+/g, ' ')).includes(`"collectionId":"${id}"`);
    } catch {
      return false;
    }
  };
  let holding = options.after === undefined;
  await context.route(
    (url) => url.host === firestoreHost,
    async (route) => {
      const body = route.request().postData() ?? '';
      const post = route.request().method() === 'POST';
      if (post && holding && names(body, collectionId)) {
        // A few kept unanswered; later ones fail as a bad link's would. The
        // emulator speaks HTTP/1.1, where Chromium opens at most six
        // connections to one host: more requests held than that would stall
        // every other request to it (the stores' too), which production's
        // HTTP/2 does not.
        if (held.length < HELD_AT_ONCE) held.push(route);
        else await route.abort('internetdisconnected').catch(() => undefined);
      }
      else {
        if (post && options.after && names(body, options.after)) holding = true;
        await route.fallback();
      }
    },
  );
  return {
    /** How many requests were held: at least one, or the test proves nothing. */
    count: () => held.length,
    /** The held requests die as a cut network would kill them. */
    cut: async () => {
      await Promise.all(held.splice(0).map((r) => r.abort('internetdisconnected').catch(() => undefined)));
    },
  };
}
