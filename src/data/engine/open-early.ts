// The engine of the store a user is about to open, started as soon as the
// token names it: a new device's first pull then runs while the user document
// and the stores are read and the screen's code loads, rather than after them
// (a kitchen tablet waited for all three before asking for its first ticket).
import { tokenSource } from '../session/session';
import { appEngineConfig } from './app-engine-config';
import { acquireEngine, holdEngine } from './registry';
import type { TokenSource } from '../firebase/token-source';
import type { Role } from '../../domain/shared/entities';

/** Long enough for the stores to be read and the shell to mount and take the engine over. */
const HOLD_MS = 30_000;

export function openEngineEarly(uid: string, storeId: string, role?: Role): void {
  holdEngine(appEngineConfig(uid, storeId, tokenSource, role), HOLD_MS);
}

/** A screen's hold on a store's engine, with the app's config (EngineProvider). */
export function acquireAppEngine(uid: string, storeId: string, tokens?: TokenSource, role?: Role) {
  return acquireEngine(appEngineConfig(uid, storeId, tokens, role));
}

export { releaseEngine } from './registry';
