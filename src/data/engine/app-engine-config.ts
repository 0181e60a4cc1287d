import { appCheckToken } from '../app-check';
import { firebaseTokenSource } from '../firebase-token-source';
import { auth } from '../firebase';
import { firestore, senderStorage } from '../firebase-services';
import { functionsUrl } from '../sender/functions-url';
import { storageFileUpload, storageImageUpload } from '../sender/storage-upload';
import type { EngineConfig } from './engine';

export function appEngineConfig(uid: string, storeId: string): EngineConfig {
  return {
    uid,
    storeId,
    firestore,
    tokens: firebaseTokenSource(auth, uid),
    functionsUrl,
    uploadImage: storageImageUpload(senderStorage),
    uploadFile: storageFileUpload(senderStorage),
    appCheckToken,
  };
}
