// Dashboard setup checklist (doc 1 §2.6, §4.5): menu import progress, QR
// status, setup progress and the greeting.
import type { UploadRecord } from '../shared/entities';
import {
  PROCESSING_PROGRESS_CAP,
  PROCESSING_WINDOW_MS,
  QUEUED_PROGRESS,
  SECONDS_PER_PERCENT,
  SETUP_MENU_COMPLETED_POINTS,
  SETUP_MENU_PROCESSING_POINTS,
  SETUP_MENU_QUEUED_POINTS,
  SETUP_QR_POINTS,
} from '../shared/limits';
import { MESSAGES } from '../shared/messages';
import { dashboardUploadStatus } from '../menu-import/upload-status';


export type MenuImportStatus = 'not_started' | 'queued' | 'processing' | 'completed' | 'failed';
export type QrStatus = 'not_configured' | 'configuring' | 'generated';

export interface MenuImportDisplay {
  status: MenuImportStatus;
  progress: number;
  errorMessage?: string;
  /** Only while processing: (100 - progress) x 1.2 s, rounded up. */
  remainingSeconds?: number;
  menuItemsCreated?: number;
}

/**
 * Processing progress is the share of the 120-second window that has passed
 * (1.2 s per percent, the same rate as the remaining-time estimate), capped at
 * 95 because the real end is unknown. It never shows less than the queued
 * 10 %, so the bar does not jump back when processing starts.
 */
function processingProgress(record: UploadRecord, now: number): number {
  const started = record.processingStartedAt ?? record.uploadedAt;
  const elapsed = Math.max(0, now - started);
  const percent = Math.floor((elapsed / PROCESSING_WINDOW_MS) * 100);
  return Math.min(PROCESSING_PROGRESS_CAP, Math.max(QUEUED_PROGRESS, percent));
}

/** What the Menu Import panel shows for the newest upload record (or none). */
export function menuImportDisplay(latest: UploadRecord | null, now: number): MenuImportDisplay {
  if (!latest) return { status: 'not_started', progress: 0 };
  switch (dashboardUploadStatus(latest.status)) {
    case 'queued':
      return { status: 'queued', progress: QUEUED_PROGRESS };
    case 'processing': {
      const progress = processingProgress(latest, now);
      return {
        status: 'processing',
        progress,
        remainingSeconds: Math.ceil((100 - progress) * SECONDS_PER_PERCENT),
      };
    }
    case 'completed':
      return latest.menuItemsCreated === undefined
        ? { status: 'completed', progress: 100 }
        : { status: 'completed', progress: 100, menuItemsCreated: latest.menuItemsCreated };
    case 'failed':
      return {
        status: 'failed',
        progress: 0,
        errorMessage: latest.errorMessage || MESSAGES.upload.displayFailed,
      };
  }
}

/** 'configuring' while a table-count change is being saved. */
export function qrStatus(store: { tableCount?: number } | null | undefined, configuring = false): QrStatus {
  if (configuring) return 'configuring';
  return (store?.tableCount ?? 0) > 0 ? 'generated' : 'not_configured';
}

const MENU_POINTS: Readonly<Record<MenuImportStatus, number>> = {
  not_started: 0,
  queued: SETUP_MENU_QUEUED_POINTS,
  processing: SETUP_MENU_PROCESSING_POINTS,
  completed: SETUP_MENU_COMPLETED_POINTS,
  failed: 0,
};

/** Without a menu upload, QR alone is the whole setup (0 or 100). */
export function setupProgress(menu: MenuImportStatus, qr: QrStatus): number {
  const qrPoints = qr === 'generated' ? SETUP_QR_POINTS : 0;
  if (menu === 'not_started') return qr === 'generated' ? 100 : 0;
  return MENU_POINTS[menu] + qrPoints;
}

export function isSetupComplete(menu: MenuImportStatus, qr: QrStatus): boolean {
  return (menu === 'completed' || menu === 'not_started') && qr === 'generated';
}

/**
 * Hidden when everything is done (menu imported, QR set up), or when the
 * user dismissed a complete setup for this store in this browser session.
 */
export function welcomeCardVisible(menu: MenuImportStatus, qr: QrStatus, dismissed: boolean): boolean {
  const complete = isSetupComplete(menu, qr);
  if (complete && menu === 'completed') return false;
  return !(complete && dismissed);
}

export type DayPeriod = 'morning' | 'afternoon' | 'evening';

/** Local hour 0..23: before 12 morning, before 18 afternoon, otherwise evening. */
export function dayPeriod(hour: number): DayPeriod {
  if (hour < 12) return 'morning';
  if (hour < 18) return 'afternoon';
  return 'evening';
}

/** 'Good morning' etc. */
export function greeting(hour: number): string {
  return MESSAGES.dashboard.greeting(dayPeriod(hour));
}
