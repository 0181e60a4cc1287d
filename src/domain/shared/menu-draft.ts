// The menu a reader found in an uploaded photo or PDF: a draft the
// owner reviews before anything reaches the menu. Written by the reader
// Function into the upload record (stores/{storeId}/uploadHistory/{id}.draft),
// read by the review screen, published through the ordinary menu commands.

/** 0 (a guess) .. 1 (certain); the review screen highlights what is below REVIEW_CONFIDENCE. */
export type Confidence = number;

export const REVIEW_CONFIDENCE = 0.8;

export interface DraftItem {
  /** Stable within the draft, so edits and merges keep their rows. */
  id: string;
  name: string;
  /** Optional description lines, joined with a space; '' when none. */
  description: string;
  /** In the store's currency units (12.5 = 12.50); null for 'MP' / market price or no price found. */
  price: number | null;
  /** The price as read, e.g. '$12.50', '12,50 €', 'MP'. */
  priceText: string;
  /** How sure the reader is of the name and price together. */
  confidence: Confidence;
}

export interface DraftSection {
  id: string;
  /** A category heading as read; '' for items read before any heading. */
  name: string;
  items: DraftItem[];
}

export interface MenuDraft {
  sections: DraftSection[];
  /** Which reader read it ('ocr', 'pdf-text', 'cloud:...'): shown in the review and history. */
  reader: string;
  pages: number;
  /** Time spent reading, for the history line and the bench. */
  readMs: number;
}

/**
 * Beyond the spec: the record is 'completed' when reading ends (doc 1 §4.5
 * counts it for setup progress); until the owner publishes the draft the
 * record is 'ready' to review, then 'published'.
 */
export type DraftReviewStatus = 'ready' | 'published';
