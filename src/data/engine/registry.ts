// Engines are shared per user and store within a tab: screens come and go
// (and React StrictMode mounts twice) without reopening the replica.
import { Outbox } from '../outbox/outbox';
import { removeReplica } from '../replica/database';
import { OfflineEngine, type EngineConfig } from './engine';
import { CaughtUp } from './caught-up';
import { LastSynced } from './last-synced';
import { forgetOrdersAhead, ordersAhead } from './orders-ahead';
import { restFirestore } from '../firebase/rest-firestore';

interface Held {
  engine: Promise<OfflineEngine>;
  refs: number;
  closing?: ReturnType<typeof setTimeout>;
}

const held = new Map<string, Held>();
const keyOf = (uid: string, storeId: string) => `${uid}/${storeId}`;
const storesKey = (uid: string) => `sync:stores:${uid}`;
/** A released engine lingers this long, so a quick remount or store switch back reuses it. */
const LINGER_MS = 2_000;

/** Every store replicated on this device for the user, so sign-out can delete them all. */
function rememberStore(uid: string, storeId: string): void {
  const stores = new Set(JSON.parse(localStorage.getItem(storesKey(uid)) ?? '[]') as string[]);
  stores.add(storeId);
  localStorage.setItem(storesKey(uid), JSON.stringify([...stores]));
}

export function acquireEngine(config: EngineConfig): Promise<OfflineEngine> {
  const key = keyOf(config.uid, config.storeId);
  let entry = held.get(key);
  if (!entry) {
    rememberStore(config.uid, config.storeId);
    // Asked for already if the store was known before this code was in (orders-ahead.ts).
    // Offline the read fails: the engine asks again itself, and a screen that asks for these gets nothing.
    const ahead = ordersAhead(restFirestore(config.firestore), config.uid, config.storeId);
    entry = { engine: OfflineEngine.start(config, ahead), refs: 0 };
    held.set(key, entry);
  }
  clearTimeout(entry.closing);
  entry.refs++;
  return entry.engine;
}

/**
 * Starts (or keeps) a store's engine that no screen holds yet, for `ms`: a
 * screen that acquires it meanwhile keeps it open; otherwise it is released.
 */
export function holdEngine(config: EngineConfig, ms: number): void {
  const key = keyOf(config.uid, config.storeId);
  // A failure to open is the screen's to report, when it acquires the same engine.
  acquireEngine(config).catch(() => undefined);
  const entry = held.get(key);
  // Released only if it is still this engine (sign-out stops and forgets it).
  setTimeout(() => held.get(key) === entry && releaseEngine(config.uid, config.storeId), ms);
}

export function releaseEngine(uid: string, storeId: string): void {
  const key = keyOf(uid, storeId);
  const entry = held.get(key);
  if (!entry || --entry.refs > 0) return;
  entry.closing = setTimeout(() => {
    held.delete(key);
    forgetOrdersAhead(uid, storeId);
    void entry.engine.then((engine) => engine.stop());
  }, LINGER_MS);
}

/** Stops this tab's engines of the user (their databases stay on the device). */
export async function stopEngines(uid: string): Promise<void> {
  for (const [key, entry] of held) {
    if (!key.startsWith(`${uid}/`)) continue;
    held.delete(key);
    forgetOrdersAhead(uid, key.slice(uid.length + 1));
    clearTimeout(entry.closing);
    await (await entry.engine).stop();
  }
}

/** Closes and deletes everything this device keeps for the user: replicas, outbox, sync state. */
export async function clearLocalData(uid: string): Promise<void> {
  await stopEngines(uid);
  const stores = JSON.parse(localStorage.getItem(storesKey(uid)) ?? '[]') as string[];
  await Promise.all(stores.map((storeId) => removeReplica(uid, storeId)));
  await Outbox.destroy(uid);
  LastSynced.clearAll(uid);
  CaughtUp.clearAll(uid);
  localStorage.removeItem(storesKey(uid));
}

