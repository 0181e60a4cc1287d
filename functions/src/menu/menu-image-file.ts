// Menu image files are removed by the Functions after a command's commit
// (an item deleted, an image replaced or removed), with the Admin SDK.
import { getStorage } from 'firebase-admin/storage';
import { logger } from 'firebase-functions/v2';
import { isMenuImagePathOf } from '../../../src/domain/menu/menu-item-updates';

/**
 * Best effort, after the commit: the command has taken effect, and a leftover
 * file harms no one, so a failure is logged and the command still succeeds.
 * Only a menu image's own place is ever deleted (the Admin SDK passes the
 * Storage rules): a path stored before paths were checked is left alone.
 */
export async function deleteImage(command: string, path: string | null, storeId: string): Promise<void> {
  if (!path) return;
  const itemId = /^stores\/[^/]+\/menu\/([^/.]+)\.\w+$/.exec(path)?.[1];
  if (!itemId || !isMenuImagePathOf(path, storeId, itemId)) {
    logger.warn(`${command}: ${path} is not a menu image of store ${storeId}; not deleted`);
    return;
  }
  try {
    await getStorage().bucket().file(path).delete({ ignoreNotFound: true });
  } catch (error) {
    logger.warn(`${command}: could not delete image ${path}; left for a later cleanup`, error);
  }
}
