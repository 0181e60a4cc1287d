// Menu import uploads as the tests see them: the store's upload records and
// its processing-photos objects (Admin SDK), the reader's moves written as it
// would write them (the reader is another branch's work), and files made here
// (a PDF with pdf-lib, padded to a size; no binary fixture).
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import { FieldValue } from 'firebase-admin/firestore';
import { randomBytes } from 'node:crypto';
import type { MenuDraft } from '../../../src/domain/shared/menu-draft';
import { adminBucket, adminDb } from '../../support/admin';

export async function uploadRecords(storeId: string): Promise<Array<Record<string, unknown> & { id: string }>> {
  const snap = await adminDb.collection(`stores/${storeId}/uploadHistory`).get();
  return snap.docs.map((d) => ({ ...d.data(), id: d.id }));
}

export async function importObjects(storeId: string): Promise<Array<{ name: string; contentType?: string; size: number }>> {
  const [files] = await adminBucket().getFiles({ prefix: `stores/${storeId}/processing-photos/` });
  return files.map((f) => ({ name: f.name, contentType: f.metadata.contentType, size: Number(f.metadata.size) }));
}

/** The reader's write: stamped so the replica pulls it (SYNC-NOTES). */
export async function readerSets(storeId: string, uploadId: string, fields: Record<string, unknown>): Promise<void> {
  await adminDb.doc(`stores/${storeId}/uploadHistory/${uploadId}`).update({ ...fields, updatedAt: FieldValue.serverTimestamp() });
}

/** A record as recordMenuUploadSecure and then the reader would leave it. */
export async function seedUpload(storeId: string, id: string, fields: Record<string, unknown>, uploadedAt = Date.now()): Promise<void> {
  await adminDb.doc(`stores/${storeId}/uploadHistory/${id}`).set({
    fileName: `${id}.png`, fileType: 'image', fileSize: 2048, storagePath: `stores/${storeId}/processing-photos/menu-photo-${uploadedAt}.png`,
    status: 'queued', queuePosition: 1, uploadedAt: new Date(uploadedAt), createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(), _deleted: false, ...fields,
  });
}

/** A one-page menu PDF with a text layer, padded with an unused stream to about `bytes`. */
export async function menuPdf(lines: string[], bytes = 0): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([420, 595]);
  lines.forEach((line, i) => page.drawText(line, { x: 40, y: 540 - i * 24, size: 16, font }));
  // Random bytes: a pattern would be compressed away.
  if (bytes > 0) pdf.attach(new Uint8Array(randomBytes(bytes)), 'padding.bin', { mimeType: 'application/octet-stream' });
  return Buffer.from(await pdf.save());
}

export const sampleDraft = (names: Array<[section: string, name: string, price: number | null, confidence: number]>): MenuDraft => {
  const sections: MenuDraft['sections'] = [];
  names.forEach(([section, name, price, confidence], i) => {
    let current = sections.find((s) => s.name === section);
    if (!current) sections.push((current = { id: `s${sections.length}`, name: section, items: [] }));
    current.items.push({ id: `i${i}`, name, description: '', price, priceText: price === null ? 'MP' : price.toFixed(2), confidence });
  });
  return { sections, reader: 'ocr', pages: 1, readMs: 1200 };
};
