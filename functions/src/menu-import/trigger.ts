import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { getFirestore } from 'firebase-admin/firestore';

export const readUploadedMenu = onDocumentCreated('stores/{storeId}/uploadHistory/{uploadId}', async (event) => {
  await getFirestore().doc(`triggerProbe/${event.params.uploadId}`).set({ fired: Date.now(), storeId: event.params.storeId });
});
