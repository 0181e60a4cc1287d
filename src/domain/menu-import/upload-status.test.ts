import { describe, expect, it } from 'vitest';
import type { UploadStatus } from '../shared/entities';
import {
  canDeleteUpload,
  canTransitionUpload,
  completePatch,
  dashboardUploadStatus,
  deleteUploadError,
  deprecatePatch,
  failPatch,
  startProcessingPatch,
  uploadStatusText,
} from './upload-status';

describe('upload record patches (doc 1 §4.5)', () => {
  it('start-processing records the start and clears the queue position', () => {
    expect(startProcessingPatch(1000)).toEqual({ status: 'processing', processingStartedAt: 1000, queuePosition: null });
  });

  it('completion stamps processedAt only when none is given', () => {
    expect(completePatch(5000)).toEqual({ status: 'completed', processedAt: 5000 });
    expect(completePatch(5000, { processedAt: 4000, menuItemsCreated: 12 })).toEqual({
      status: 'completed',
      processedAt: 4000,
      menuItemsCreated: 12,
    });
  });

  it('deprecation defaults its reason', () => {
    expect(deprecatePatch(7)).toEqual({ status: 'deprecated', deprecatedAt: 7, deprecatedReason: 'Marked as deprecated' });
    expect(deprecatePatch(7, '  ')).toMatchObject({ deprecatedReason: 'Marked as deprecated' });
    expect(deprecatePatch(7, 'Re-uploaded')).toMatchObject({ deprecatedReason: 'Re-uploaded' });
  });

  it('builds failed patches', () => {
    expect(failPatch('OCR failed')).toEqual({ status: 'failed', errorMessage: 'OCR failed' });
  });

  it('on the dashboard deprecated counts as completed', () => {
    expect(dashboardUploadStatus('deprecated')).toBe('completed');
    expect(dashboardUploadStatus('failed')).toBe('failed');
  });

  it.each([
    ['queued', 'processing', true],
    ['processing', 'completed', true],
    ['processing', 'queued', false],
    ['completed', 'processing', false],
    ['failed', 'queued', true],
    ['completed', 'queued', true],
    ['deprecated', 'queued', false],
  ] as const)('%s -> %s: %s', (from, to, ok) => {
    expect(canTransitionUpload(from, to)).toBe(ok);
  });
});

describe('history rows (doc 2 §4)', () => {
  it.each([
    [{ status: 'queued' }, 'Queued'],
    [{ status: 'queued', queuePosition: 2 }, 'Queued (position 2)'],
    [{ status: 'queued', queuePosition: null }, 'Queued'],
    [{ status: 'processing' }, 'Processing'],
    [{ status: 'completed', menuItemsCreated: 12 }, '12 items added'],
    [{ status: 'completed', menuItemsCreated: 1 }, '1 item added'],
    [{ status: 'completed' }, 'Processed'],
    [{ status: 'failed', errorMessage: 'Unreadable file' }, 'Unreadable file'],
    [{ status: 'failed' }, 'Upload failed. Please try again.'],
    [{ status: 'deprecated', deprecatedReason: 'Replaced' }, 'Replaced'],
    [{ status: 'deprecated' }, 'Marked as deprecated'],
  ] as const)('%j', (record, text) => {
    expect(uploadStatusText(record)).toBe(text);
  });

  it.each([
    ['queued', false],
    ['processing', false],
    ['completed', true],
    ['failed', true],
    ['deprecated', true],
  ] as const)('delete allowed for %s: %s', (status: UploadStatus, ok) => {
    expect(canDeleteUpload(status)).toBe(ok);
    expect(deleteUploadError(status)).toBe(ok ? null : 'Cannot delete while in queue or processing');
  });
});
