import { describe, expect, it } from 'vitest';
import type { UploadRecord, UploadStatus } from '../shared/entities';
import {
  dayPeriod,
  greeting,
  isSetupComplete,
  menuImportDisplay,
  qrStatus,
  setupProgress,
  welcomeCardVisible,
  type MenuImportStatus,
  type QrStatus,
} from './setup';

function record(status: UploadStatus, extra: Partial<UploadRecord> = {}): UploadRecord {
  return { id: 'u1', fileName: 'menu.jpg', fileType: 'image', status, uploadedAt: 0, ...extra };
}

describe('menu import display (doc 1 §4.5)', () => {
  const start = 1_000_000;

  it('not started without records', () => {
    expect(menuImportDisplay(null, start)).toEqual({ status: 'not_started', progress: 0 });
  });

  it('queued shows 10', () => {
    expect(menuImportDisplay(record('queued'), start)).toEqual({ status: 'queued', progress: 10 });
  });

  it.each([
    [0, 10, 108],
    [6_000, 10, 108], // 5 % of the window: never below queued
    [60_000, 50, 60],
    [114_000, 95, 6],
    [120_000, 95, 6],
    [600_000, 95, 6],
    [-5_000, 10, 108], // clock skew
  ])('processing %d ms after start -> %d %% with %d s left', (elapsed, progress, remaining) => {
    const display = menuImportDisplay(record('processing', { processingStartedAt: start }), start + elapsed);
    expect(display).toEqual({ status: 'processing', progress, remainingSeconds: remaining });
  });

  it('completed shows 100, deprecated counts as completed', () => {
    expect(menuImportDisplay(record('completed', { menuItemsCreated: 8 }), start)).toEqual({
      status: 'completed',
      progress: 100,
      menuItemsCreated: 8,
    });
    expect(menuImportDisplay(record('deprecated'), start)).toEqual({ status: 'completed', progress: 100 });
  });

  it('failed shows the error or the default text', () => {
    expect(menuImportDisplay(record('failed', { errorMessage: 'Unreadable' }), start).errorMessage).toBe('Unreadable');
    expect(menuImportDisplay(record('failed'), start).errorMessage).toBe('Upload failed. Please try again.');
  });
});

describe('QR status and setup progress', () => {
  it.each([
    [{ tableCount: 5 }, false, 'generated'],
    [{ tableCount: 0 }, false, 'not_configured'],
    [{}, false, 'not_configured'],
    [null, false, 'not_configured'],
    [{ tableCount: 5 }, true, 'configuring'],
  ] as const)('%j configuring=%s -> %s', (store, configuring, status) => {
    expect(qrStatus(store, configuring)).toBe(status);
  });

  // [menu, qr, progress, complete]
  it.each([
    ['not_started', 'not_configured', 0, false],
    ['not_started', 'generated', 100, true],
    ['queued', 'not_configured', 10, false],
    ['queued', 'generated', 60, false],
    ['processing', 'not_configured', 25, false],
    ['processing', 'generated', 75, false],
    ['completed', 'not_configured', 50, false],
    ['completed', 'generated', 100, true],
    ['failed', 'generated', 50, false],
    ['failed', 'not_configured', 0, false],
    ['completed', 'configuring', 50, false],
  ] as const)('%s + %s -> %d', (menu: MenuImportStatus, qr: QrStatus, progress, complete) => {
    expect(setupProgress(menu, qr)).toBe(progress);
    expect(isSetupComplete(menu, qr)).toBe(complete);
  });

  it.each([
    ['completed', 'generated', false, false], // everything done: hidden
    ['not_started', 'generated', false, true], // complete but menu not uploaded: dismissable
    ['not_started', 'generated', true, false],
    ['queued', 'generated', true, true], // incomplete setups ignore dismissal
    ['not_started', 'not_configured', false, true],
  ] as const)('card for %s + %s, dismissed=%s -> visible=%s', (menu, qr, dismissed, visible) => {
    expect(welcomeCardVisible(menu, qr, dismissed)).toBe(visible);
  });
});

describe('greeting', () => {
  it.each([
    [0, 'morning'],
    [11, 'morning'],
    [12, 'afternoon'],
    [17, 'afternoon'],
    [18, 'evening'],
    [23, 'evening'],
  ] as const)('%d -> %s', (hour, period) => {
    expect(dayPeriod(hour)).toBe(period);
    expect(greeting(hour)).toBe(`Good ${period}`);
  });
});
