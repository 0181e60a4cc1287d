import { randomUUID } from 'node:crypto';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { STALE_PROCESSING_MS } from '../../src/domain/menu-import/reading-limits';
import { MESSAGES } from '../../src/domain/shared/messages';
import { adminDb } from '../support/admin';

// The scheduled sweep (functions/src/lib/stale-work.ts) over every store, run here
// on the emulators (the emulator runs no schedules). The sweep is given a
// clock past the stale limits instead of backdating the records: creating an
// upload record fires the reader's trigger, which sweeps its own store on the
// real clock, and must not be what ends them.
let sweepStaleWork: typeof import('../../functions/src/lib/stale-work').sweepStaleWork;
let QR_EMAIL_STALE_MS: number;

beforeAll(async () => {
  ({ sweepStaleWork, QR_EMAIL_STALE_MS } = await import('../../functions/src/lib/stale-work'));
});

const store = () => `stale-${randomUUID().slice(0, 8)}`;
const upload = (storeId: string, id: string) => adminDb.doc(`stores/${storeId}/uploadHistory/${id}`);
const generation = (storeId: string, id: string) => adminDb.doc(`stores/${storeId}/qrCodeGenerations/${id}`);
const data = async (ref: FirebaseFirestore.DocumentReference) => (await ref.get()).data();

describe('the scheduled sweep of half-done work', () => {
  it("fails every store's readings left processing past the limit, and leaves a live one", async () => {
    const now = Date.now();
    const later = now + STALE_PROCESSING_MS + 60_000;
    const [a, b] = [store(), store()];
    const reading = { fileName: 'menu.png', fileType: 'image', status: 'processing', uploadedAt: now };
    await upload(a, 'crashed').set({ ...reading, processingStartedAt: now });
    await upload(b, 'crashed').set({ ...reading, processingStartedAt: now });
    await upload(a, 'live').set({ ...reading, processingStartedAt: later - 5_000 });
    await upload(a, 'done').set({ ...reading, status: 'completed', processingStartedAt: now });

    const ended = await sweepStaleWork(later);
    expect(ended.readings).toBeGreaterThanOrEqual(2);
    for (const storeId of [a, b]) expect(await data(upload(storeId, 'crashed'))).toMatchObject({ status: 'failed', errorMessage: MESSAGES.menuReading.interrupted });
    expect(await data(upload(a, 'live'))).toMatchObject({ status: 'processing' });
    expect(await data(upload(a, 'done'))).toMatchObject({ status: 'completed' });
    // A second sweep finds nothing more of these.
    await sweepStaleWork(later);
    expect(await data(upload(a, 'live'))).toMatchObject({ status: 'processing' });
  });

  it('ends an e-mail request cut off after its claim (failed, or completed when its mail went), and leaves SMS and mail to the operator', async () => {
    const now = Date.now();
    const later = now + QR_EMAIL_STALE_MS + 60_000;
    const storeId = store();
    const request = (deliveryMethod: string, updatedAt: FirebaseFirestore.FieldValue | Timestamp) => ({
      deliveryMethod, deliveryDetails: {}, status: 'processing', requestedAt: Timestamp.fromMillis(now), updatedAt,
    });
    await generation(storeId, 'lost').set(request('email', FieldValue.serverTimestamp()));
    await generation(storeId, 'sent').set(request('email', FieldValue.serverTimestamp()));
    await adminDb.doc(`mail/${storeId}_sent`).set({ to: 'owner@example.test', message: { subject: 'QR codes' } });
    await generation(storeId, 'fresh').set(request('email', Timestamp.fromMillis(later - 60_000)));
    await generation(storeId, 'sms').set({ ...request('phone', FieldValue.serverTimestamp()), handledBy: 'operator' });
    await generation(storeId, 'post').set({ ...request('mail', FieldValue.serverTimestamp()), handledBy: 'operator' });

    await sweepStaleWork(later);
    expect(await data(generation(storeId, 'lost'))).toMatchObject({ status: 'failed', errorMessage: MESSAGES.qr.sendFailed });
    expect(await data(generation(storeId, 'sent'))).toMatchObject({ status: 'completed' });
    for (const id of ['fresh', 'sms', 'post']) expect((await data(generation(storeId, id)))?.status, id).toBe('processing');
  });
});
