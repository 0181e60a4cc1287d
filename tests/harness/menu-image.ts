/// <reference types="vite/client" />
// (tests/ is type-checked without Vite's client types; this page reads the app's config through import.meta.env.)
// Test harness for menu image delivery, built only by the local stack
// (scripts/lib/build-app.ts), never by `npm run build`. Until the menu screens
// exist, it queues a setImage the way they will: the signed-in user's own
// engine (acquireEngine with appEngineConfig, as ShellLayout does), a photo
// compressed by the real image worker, and the domain's command builder.
import { withMenuItemDefaults, type MenuItem } from '../../src/domain/shared/entities';
import { setMenuItemImageCommand } from '../../src/domain/menu/menu-item-commands';
import { isMenuImageType } from '../../src/domain/menu/menu-item-updates';
import { appEngineConfig } from '../../src/data/engine/app-engine-config';
import type { OfflineEngine } from '../../src/data/engine/engine';
import { acquireEngine } from '../../src/data/engine/registry';
import { auth } from '../../src/data/firebase/firebase';
import { compressImageFile } from '../../src/workers/image/client/compress-image-client';
import { makePhotoLikeJpeg } from './photo';

// In the hash, not the query: the precache serves this page offline only at its exact URL.
const storeId = new URLSearchParams(location.hash.slice(1)).get('storeId') ?? '';

async function engine(): Promise<OfflineEngine> {
  await auth.authStateReady();
  const uid = auth.currentUser?.uid;
  if (!uid) throw new Error('sign in before opening the harness');
  return acquireEngine(appEngineConfig(uid, storeId));
}

async function replicaItems(): Promise<MenuItem[]> {
  const docs = await (await engine()).replica.menuitems.find().exec();
  return docs.map((d) => withMenuItemDefaults({ ...(d.toJSON() as Partial<MenuItem> & { id: string }), storeId }));
}

/** Resolves once the replica holds the item (the command builder checks it against the view). */
async function waitForItem(menuItemId: string): Promise<void> {
  while (!(await replicaItems()).some((i) => i.id === menuItemId)) await new Promise((r) => setTimeout(r, 100));
}

/** Compresses a generated photo in the worker and queues it as the item's image. */
async function queueGeneratedImage(menuItemId: string, width: number, height: number) {
  const photo = await makePhotoLikeJpeg(width, height);
  const compressed = await compressImageFile(photo);
  const blob = compressed.file;
  if (!isMenuImageType(blob.type)) throw new Error(`unexpected type ${blob.type}`);
  const blobId = crypto.randomUUID();
  const made = setMenuItemImageCommand(menuItemId, { blobId, contentType: blob.type, size: blob.size }, await replicaItems(), {
    commandId: crypto.randomUUID(),
    storeId,
  });
  if (!made.ok) throw new Error(JSON.stringify(made.errors));
  await (await engine()).dispatch(made.value, [{ blobId, blob }]);
  return { input: photo.size, output: blob.size, type: blob.type, ranIn: compressed.ranIn };
}

/** What the outbox holds: each entry's type and status, and whether its file is still there. */
async function outboxState() {
  const box = (await engine()).outbox;
  return Promise.all(
    (await box.all()).map(async (e) => {
      const image = e.command.type === 'menuItem.setImage' ? e.command.payload.image : null;
      return { type: e.command.type, status: e.status, hasFile: image ? (await box.blob(image.blobId)) !== undefined : false };
    }),
  );
}

declare global {
  interface Window {
    menuImageHarness?: { waitForItem: typeof waitForItem; queueGeneratedImage: typeof queueGeneratedImage; outboxState: typeof outboxState };
  }
}

window.menuImageHarness = { waitForItem, queueGeneratedImage, outboxState };
document.body.dataset.ready = 'true';
