import { appCheckToken } from '../firebase/app-check';
import { firebaseTokenSource } from '../firebase/firebase-token-source';
import { auth } from '../firebase/firebase';
import { firestore } from '../firebase/firebase-services';
import { functionsUrl } from '../sender/functions-url';
import type { UploadFile } from '../sender/file-upload';
import type { UploadImage } from '../sender/image-upload';
import { tokensFor, type TokenSource } from '../firebase/token-source';
import type { EngineConfig } from './engine';
import type { Role } from '../../domain/shared/entities';

/** firebase/storage and the sender's bucket, on the first upload (storage-services.ts). */
const storageUploads = () => Promise.all([import('../sender/storage-upload'), import('../firebase/storage-services')]);
const uploadImage: UploadImage = async (image) => {
  const [{ storageImageUpload }, { senderStorage }] = await storageUploads();
  return storageImageUpload(senderStorage)(image);
};
const uploadFile: UploadFile = async (file) => {
  const [{ storageFileUpload }, { senderStorage }] = await storageUploads();
  return storageFileUpload(senderStorage)(file);
};

/** The app's engine for a store; with the session's tokens, for this user only (see tokensFor). */
export function appEngineConfig(uid: string, storeId: string, session?: TokenSource, role?: Role): EngineConfig {
  return {
    uid,
    storeId,
    role,
    firestore,
    tokens: session ? tokensFor(uid, () => auth.currentUser?.uid, session) : firebaseTokenSource(auth, uid),
    functionsUrl,
    uploadImage,
    uploadFile,
    appCheckToken,
  };
}
