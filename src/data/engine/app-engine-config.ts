import { appCheckToken } from '../firebase/app-check';
import { firebaseTokenSource } from '../firebase/firebase-token-source';
import { auth } from '../firebase/firebase';
import { firestore, senderStorage } from '../firebase/firebase-services';
import { functionsUrl } from '../sender/functions-url';
import { storageFileUpload, storageImageUpload } from '../sender/storage-upload';
import { tokensFor, type TokenSource } from '../firebase/token-source';
import type { EngineConfig } from './engine';
import type { Role } from '../../domain/shared/entities';

/** The app's engine for a store; with the session's tokens, for this user only (see tokensFor). */
export function appEngineConfig(uid: string, storeId: string, session?: TokenSource, role?: Role): EngineConfig {
  return {
    uid,
    storeId,
    role,
    firestore,
    tokens: session ? tokensFor(uid, () => auth.currentUser?.uid, session) : firebaseTokenSource(auth, uid),
    functionsUrl,
    uploadImage: storageImageUpload(senderStorage),
    uploadFile: storageFileUpload(senderStorage),
    appCheckToken,
  };
}
