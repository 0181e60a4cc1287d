import { describe, expect, it } from 'vitest';
import { validateWizardTables } from './wizard';

describe('wizard table step (doc 2 §5)', () => {
  it.each([
    ['1', { ok: true, value: 1 }],
    ['10', { ok: true, value: 10 }],
    ['100', { ok: true, value: 100 }],
    ['101', { ok: false, errors: { tableCount: 'Maximum 100 tables allowed per store.' } }],
    ['0', { ok: false, errors: { tableCount: 'Please enter a valid number of tables' } }],
    ['1.5', { ok: false, errors: { tableCount: 'Please enter a valid number of tables' } }],
    ['', { ok: false, errors: { tableCount: 'Please enter a valid number of tables' } }],
  ])('%j', (raw, expected) => {
    expect(validateWizardTables(raw)).toEqual(expected);
  });
});
