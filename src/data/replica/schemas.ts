// The local replica's collections: the current store's document and its
// sub-collections (docs/areas/local-stack.md, data model). Ten collections, under the open-core
// limit of 13 open at once with room to spare.
import type { RxJsonSchema } from 'rxdb/plugins/core';

/** A replicated document as stored locally: Firestore's fields, timestamps as epoch ms. */
export type ReplicaDoc = { id: string; updatedAt?: number } & Record<string, unknown>;

/** Local collection name (RxDB wants lower case) → the Firestore sub-collection it mirrors. */
export const REPLICATED = {
  menuitems: 'menuItems',
  categories: 'categories',
  menuitemcategories: 'menuItemCategories',
  orders: 'orders',
  customermessages: 'customerMessages',
  uploadhistory: 'uploadHistory',
  qrcodegenerations: 'qrCodeGenerations',
  tablelinks: 'tableLinks',
  // Daily rollups of the orders: analytics beyond the device's window of orders.
  dailystats: 'dailyStats',
} as const;

export type SubcollectionName = keyof typeof REPLICATED;
/** 'store' holds the one store document itself. */
export type ReplicaCollectionName = SubcollectionName | 'store';

/**
 * Only the fields queries use are declared; the rest of a document is kept as
 * it came, since the server (not this schema) is the authority on its shape.
 */
export const replicaSchema: RxJsonSchema<ReplicaDoc> = {
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 200 },
    updatedAt: { type: 'number' },
    orderIndex: { type: 'number' },
    createdAt: { type: 'number' },
  },
  required: ['id'],
};
