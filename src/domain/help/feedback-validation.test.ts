import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FEEDBACK_PAGE,
  DEFAULT_FEEDBACK_PRIORITY,
  DEFAULT_FEEDBACK_TYPE,
  FEEDBACK_PAGES,
  FEEDBACK_PRIORITIES,
  FEEDBACK_TYPES,
  generateTicketId,
  validateFeedback,
} from './feedback-validation';

describe('feedback form (doc 2 §5, §9)', () => {
  it('lists types, priorities and pages with their defaults', () => {
    expect(FEEDBACK_TYPES).toEqual(['bug', 'feature', 'general']);
    expect(DEFAULT_FEEDBACK_TYPE).toBe('general');
    expect(FEEDBACK_PRIORITIES).toEqual(['low', 'medium', 'high']);
    expect(DEFAULT_FEEDBACK_PRIORITY).toBe('medium');
    expect(FEEDBACK_PAGES).toEqual([
      'n/a', 'dashboard', 'menu', 'orders', 'categories', 'messages', 'settings', 'store', 'help', 'other',
    ]);
    expect(DEFAULT_FEEDBACK_PAGE).toBe('n/a');
  });

  it('requires subject and description, and fills defaults', () => {
    expect(validateFeedback({ subject: ' ', description: '' })).toEqual({
      ok: false,
      errors: { subject: 'Subject is required', description: 'Description is required' },
    });
    expect(validateFeedback({ subject: ' Bug ', description: ' Crash ' })).toEqual({
      ok: true,
      value: { type: 'general', subject: 'Bug', description: 'Crash', priority: 'medium', currentPage: 'n/a' },
    });
  });

  it('makes a 9-character uppercase ticket id from the random source', () => {
    expect(generateTicketId(() => 0)).toBe('AAAAAAAAA');
    expect(generateTicketId(() => 0.9999999)).toBe('999999999');
    let i = 0;
    const id = generateTicketId(() => (i++ % 36) / 36);
    expect(id).toBe('ABCDEFGHI');
    expect(generateTicketId(Math.random)).toMatch(/^[A-Z0-9]{9}$/);
  });
});
