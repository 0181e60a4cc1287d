import { config } from '../../config/env';
import { firebaseTokenSource } from '../firebase-token-source';
import { auth, firestore } from '../firebase';
import { callableBaseUrl } from '../sender/callable-http';
import type { EngineConfig } from './engine';

/** The app's callable Functions: the emulator in demo projects, the region's URL otherwise. */
export const functionsUrl = callableBaseUrl({
  projectId: config.firebase.projectId,
  region: config.functionsRegion,
  ...(config.useEmulators ? { emulator: { host: config.emulatorHost, port: config.emulatorPorts.functions } } : {}),
});

export function appEngineConfig(uid: string, storeId: string): EngineConfig {
  return { uid, storeId, firestore, tokens: firebaseTokenSource(auth), functionsUrl };
}
