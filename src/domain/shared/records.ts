// Records of messages, uploads and QR requests (doc 1 §3, doc 2 §3).
// Timestamps are epoch milliseconds, like entities.ts, which re-exports the
// ones the app reads.
import type { DraftReviewStatus, MenuDraft } from './menu-draft';

export type MessageStatus = 'new' | 'read' | 'responded';

export interface CustomerMessage {
  id: string;
  sellerId: string;
  tableId?: string;
  orderId?: string;
  message: string;
  /** 1 to 5. */
  rating?: number;
  customerInfo?: { name?: string; email?: string; phone?: string };
  status: MessageStatus;
  createdAt?: number;
  readAt?: number;
  respondedAt?: number;
}

export const UPLOAD_STATUSES = ['queued', 'processing', 'completed', 'failed', 'deprecated'] as const;
export type UploadStatus = (typeof UPLOAD_STATUSES)[number];
export type UploadFileType = 'pdf' | 'image';

export interface UploadRecord {
  id: string;
  fileName: string;
  fileType: UploadFileType;
  fileSize?: number;
  uploadUrl?: string;
  storagePath?: string;
  status: UploadStatus;
  uploadedAt: number;
  /** null once processing started: the queue position no longer applies. */
  queuePosition?: number | null;
  processingStartedAt?: number;
  processedAt?: number;
  menuItemsCreated?: number;
  errorMessage?: string;
  deprecatedAt?: number;
  deprecatedReason?: string;
  /** What the reader found, reviewed before it is published. */
  draft?: MenuDraft;
  reviewStatus?: DraftReviewStatus;
  publishedAt?: number;
  /** When it was last asked to be read again (the reader's trigger starts on it). */
  readAgainAt?: number;
  /** The menu's languages chosen for its reading (catalogue codes, English last); absent: the store's. */
  languages?: string[];
}

export type QrDeliveryMethod = 'email' | 'phone' | 'mail';
export type QrGenerationStatus = 'pending' | 'processing' | 'completed' | 'failed';

export interface MailingAddress {
  street: string;
  city: string;
  state: string;
  zip: string;
}

export type QrDeliveryDetails = { email: string } | { phone: string } | { address: MailingAddress };

export interface QrGenerationRecord {
  id?: string;
  tableCount: number;
  deliveryMethod: QrDeliveryMethod;
  deliveryDetails: QrDeliveryDetails;
  requestedBy: string;
  requestedAt: number;
  status: QrGenerationStatus;
  completedAt?: number;
  errorMessage?: string;
}

