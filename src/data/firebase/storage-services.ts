// Storage of the one Firebase app, for the outbox sender's uploads (menu images
// and import files). Loaded on a session's first upload, not with the engine:
// most sessions never upload, and evaluating the SDK took its share of the
// main thread between a sign-in and the first ticket.
import { connectStorageEmulator, getStorage } from 'firebase/storage';
import { config } from '../../config/env';
import { SENDER_UPLOAD_RETRY_BUDGET_MS } from '../../domain/shared/limits';
import { firebaseApp } from './firebase';

/**
 * The sender's handle on the bucket: the SDK would retry one upload for 10
 * minutes, while the sender has its own retry policy and must not hold the
 * queue that long.
 */
export const senderStorage = getStorage(firebaseApp, `gs://${config.firebase.storageBucket}`);
senderStorage.maxUploadRetryTime = SENDER_UPLOAD_RETRY_BUDGET_MS;
senderStorage.maxOperationRetryTime = SENDER_UPLOAD_RETRY_BUDGET_MS;

// Locally the Storage emulator or its stand-in (same protocol).
if (config.useEmulators) connectStorageEmulator(senderStorage, config.emulatorHost, config.emulatorPorts.storage);
