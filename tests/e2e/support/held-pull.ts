import type { BrowserContext, Route } from '@playwright/test';
import { EMULATORS } from '../../support/emulator-env';

const firestoreHost = `${EMULATORS.firestore.host}:${EMULATORS.firestore.port}`;

/**
 * Holds back the page's Firestore requests that name one collection, as a slow
 * link would while a large collection is pulled: the Firestore SDK asks for
 * every query (pulls and live listeners) over one channel, so the requests
 * adding a query on that collection are kept unanswered until released.
 * Everything else passes.
 */
export async function holdPullOf(context: BrowserContext, collectionId: string) {
  const held: Route[] = [];
  const names = (body: string) => {
    try {
      return decodeURIComponent(body.replace(/\+/g, ' ')).includes(`"collectionId":"${collectionId}"`);
    } catch {
      return false;
    }
  };
  await context.route(
    (url) => url.host === firestoreHost,
    async (route) => {
      const body = route.request().postData() ?? '';
      if (route.request().method() === 'POST' && names(body)) held.push(route);
      else await route.fallback();
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
