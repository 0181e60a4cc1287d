// The outbox as a test reads it: straight from the tab's IndexedDB, never written.
import type { Page } from '@playwright/test';

export interface RawEntry {
  id: string;
  status: string;
  command: { type: string; storeId: string };
}

/** The tab's IndexedDB outbox `outbox-{uid}`, read directly (never written). */
export function outboxOf(page: Page, uid: string): Promise<RawEntry[]> {
  return page.evaluate(async (name) => {
    if (!(await indexedDB.databases()).some((d) => d.name === name)) return [];
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open(name);
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    try {
      return await new Promise<RawEntry[]>((resolve, reject) => {
        const all = db.transaction('entries').objectStore('entries').getAll();
        all.onsuccess = () => resolve(all.result as RawEntry[]);
        all.onerror = () => reject(all.error);
      });
    } finally {
      db.close();
    }
  }, `outbox-${uid}`);
}
