// Menu items for the screens: replica ⊕ pending, and the actions that queue
// commands (each checked by src/domain against what the user sees). A chosen
// image is stored with its command and shown from IndexedDB until uploaded.
import { useEffect, useMemo, useState } from 'react';
import type { LocalImageRef, MenuItemFields } from '../../domain/sync/commands';
import { withMenuItemDefaults, type MenuItem } from '../../domain/shared/entities';
import {
  addMenuItemCommand,
  deleteMenuItemCommand,
  reorderMenuItemsCommand,
  setMenuItemImageCommand,
  setMenuItemsAvailabilityCommand,
  updateMenuItemCommand,
} from '../../domain/menu/menu-item-commands';
import { isMenuImageType } from '../../domain/menu/menu-item-updates';
import { MESSAGES } from '../../domain/shared/messages';
import { overlayMenuItems, type PendingCommand, type ViewedMenuItem } from '../../domain/sync/overlay';
import type { MenuItemInput } from '../../domain/menu/menu-item-validation';
import { useEngine } from '../engine/EngineProvider';
import type { ReplicaDoc } from '../replica/schemas';
import { useQueue, useReplicaView, type ActionErrors, type ListView } from '../views/replica-view';

export type { ViewedMenuItem } from '../../domain/sync/overlay';
export type MenuItemsView = ListView<ViewedMenuItem>;

function menuItemsOverlay(docs: ReplicaDoc[], entries: PendingCommand[], storeId: string): ViewedMenuItem[] {
  const replica = docs.map((d) => ({ ...withMenuItemDefaults({ ...(d as Partial<MenuItem> & { id: string }), storeId }), updatedAt: d.updatedAt }));
  return overlayMenuItems(replica, entries);
}

export function useMenuItems(): MenuItemsView {
  return useReplicaView('menuitems', menuItemsOverlay);
}

/** An image the user chose, already compressed, ready to travel with its command. */
export interface ChosenImage {
  blob: Blob;
}

type ItemInput = MenuItemInput & Partial<Pick<MenuItemFields, 'translations' | 'beautifyEnabled'>>;

function imageRef(image: ChosenImage): { ref: LocalImageRef; blobs: { blobId: string; blob: Blob }[] } | null {
  if (!isMenuImageType(image.blob.type)) return null;
  const blobId = crypto.randomUUID();
  return { ref: { blobId, contentType: image.blob.type, size: image.blob.size }, blobs: [{ blobId, blob: image.blob }] };
}

export function useMenuItemActions(items: readonly MenuItem[]) {
  const queue = useQueue(MESSAGES.menu.notReady);
  return useMemo(() => {
    /** Keeps (undefined), replaces (an image) or removes (null) the item's image. */
    const setImage = async (menuItemId: string, image: ChosenImage | null, view: readonly MenuItem[] = items): Promise<ActionErrors> => {
      if (image === null) return queue((ids) => setMenuItemImageCommand(menuItemId, null, view, ids));
      const staged = imageRef(image);
      if (!staged) return { image: MESSAGES.menu.imageFailed };
      return queue((ids) => setMenuItemImageCommand(menuItemId, staged.ref, view, ids), staged.blobs);
    };
    return {
      /** Queues the new item, then its image (if any), as two commands. */
      add: async (input: ItemInput, image?: ChosenImage, menuItemId: string = crypto.randomUUID()): Promise<ActionErrors> => {
        const errors = await queue((ids) => addMenuItemCommand(input, items, { ...ids, menuItemId }));
        if (errors || !image) return errors;
        // The image command checks the item exists: in the view it will, once added.
        const added = withMenuItemDefaults({ id: menuItemId, storeId: '', name: input.name, orderIndex: 0 });
        return setImage(menuItemId, image, [...items, added]);
      },
      update: async (id: string, input: Partial<ItemInput>, image?: ChosenImage | null): Promise<ActionErrors> => {
        const errors = Object.keys(input).length ? await queue((ids) => updateMenuItemCommand(id, input, items, ids)) : null;
        if (errors || image === undefined) return errors;
        return setImage(id, image);
      },
      remove: (id: string) => queue((ids) => deleteMenuItemCommand(id, items, ids)),
      reorder: (orderedIds: readonly string[]) => queue((ids) => reorderMenuItemsCommand(orderedIds, items, ids)),
      /** '86' (false) or back on (true), from the menu list or the kitchen board. */
      setAvailable: (menuItemIds: readonly string[], isAvailable: boolean) =>
        queue((ids) => setMenuItemsAvailabilityCommand(menuItemIds, isAvailable, items, ids)),
      setImage,
    };
  }, [queue, items]);
}

/**
 * The address to show an item's image at: the local copy while its upload is
 * pending (an object URL, revoked when no longer shown), else the stored url.
 */
export function useMenuItemImage(item: Pick<ViewedMenuItem, 'imageUrl' | 'localImage'> | undefined): string | undefined {
  const engine = useEngine();
  const blobId = item?.localImage?.blobId;
  const [local, setLocal] = useState<{ blobId: string; url: string } | null>(null);
  useEffect(() => {
    if (!engine || !blobId) return undefined;
    let url: string | undefined;
    let current = true;
    void engine.outbox.blob(blobId).then((blob) => {
      if (!current || !blob) return;
      url = URL.createObjectURL(blob);
      setLocal({ blobId, url });
    });
    return () => {
      current = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [engine, blobId]);
  if (blobId) return local?.blobId === blobId ? local.url : undefined;
  return item?.imageUrl || undefined;
}
