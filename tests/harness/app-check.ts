/// <reference types="vite/client" />
// (tests/ is type-checked without Vite's client types; this page reads the app's config through import.meta.env.)
// Test harness for App Check, built only by the local stack
// (scripts/lib/build-app.ts), never by `npm run build`. A production build
// starts App Check with reCAPTCHA Enterprise, which cannot be reached here;
// this page starts the app's own App Check (src/data/firebase/app-check.ts) with the
// CustomProvider and unsigned tokens instead, then queues commands through the
// signed-in user's engine as the screens do (acquireEngine + appEngineConfig).
import { addCategoryCommand } from '../../src/domain/categories/category-commands';
import { startAppCheck } from '../../src/data/firebase/app-check';
import { appEngineConfig } from '../../src/data/engine/app-engine-config';
import type { OfflineEngine } from '../../src/data/engine/engine';
import { acquireEngine } from '../../src/data/engine/registry';
import { auth, firebaseApp } from '../../src/data/firebase/firebase';
import { workerAppCheck } from '../../src/data/sender/app-check-handoff';
import { unsignedAppCheckToken } from '../support/app-check-token';

// In the hash, not the query: the precache serves this page offline only at its exact URL.
const storeId = new URLSearchParams(location.hash.slice(1)).get('storeId') ?? '';
let engine: Promise<OfflineEngine> | undefined;

/**
 * App Check first, then the engine: its sender then never sends without a
 * token. Tokens live `ttlMinutes` (under 5 the service worker must not use them).
 */
async function start(ttlMinutes: number): Promise<void> {
  await startAppCheck(firebaseApp, (sdk) => new sdk.CustomProvider({ getToken: async () => unsignedAppCheckToken(ttlMinutes * 60_000) }));
  await auth.authStateReady();
  const uid = auth.currentUser?.uid;
  if (!uid) throw new Error('sign in before opening the harness');
  engine = acquireEngine(appEngineConfig(uid, storeId));
  await engine;
}

async function queueCategory(name: string): Promise<void> {
  if (!engine) throw new Error('start() first');
  const made = addCategoryCommand({ name }, [], { commandId: crypto.randomUUID(), storeId, categoryId: crypto.randomUUID() });
  if (!made.ok) throw new Error(JSON.stringify(made.errors));
  await (await engine).dispatch(made.value);
}

/** What the service worker would make of the token handed over so far (as in a build without a site key). */
async function workerView(): Promise<string> {
  return (await workerAppCheck(false)).kind;
}

declare global {
  interface Window {
    appCheckHarness?: { start: typeof start; queueCategory: typeof queueCategory; workerView: typeof workerView };
  }
}

window.appCheckHarness = { start, queueCategory, workerView };
document.body.dataset.ready = 'true';
