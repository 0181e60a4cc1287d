// The menu import routes (doc 2 §2 "Add from photo", doc 1 §2.1's older
// spelling) and the review of a read menu (ours).
export const importPaths = {
  addPhoto: '/menu/add-photo',
  addPhotoOld: '/menu/photo-upload',
  review: '/menu/import/:uploadId',
} as const;

export { menuImportReviewPath as reviewPath } from '../../config/paths';
