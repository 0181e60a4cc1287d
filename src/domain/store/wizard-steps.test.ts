import { describe, expect, it } from 'vitest';
import { canSkipStep, nextStep, previousStep, stepLabel, wizardProgress, wizardSteps, wizardTableAction } from './wizard-steps';

describe('setup wizard steps (doc 2 §4)', () => {
  it('skips store-info when the store exists', () => {
    expect(wizardSteps(false)).toEqual(['welcome', 'store-info', 'menu-upload', 'table-setup', 'completion']);
    expect(wizardSteps(true)).toEqual(['welcome', 'menu-upload', 'table-setup', 'completion']);
  });

  it('moves one step at a time and labels it', () => {
    const steps = wizardSteps(true);
    expect(nextStep(steps, 'welcome')).toBe('menu-upload');
    expect(nextStep(steps, 'completion')).toBe('completion');
    expect(previousStep(steps, 'menu-upload')).toBe('welcome');
    expect(previousStep(steps, 'welcome')).toBe('welcome');
    expect(stepLabel(steps, 'table-setup')).toBe('Step 3 of 4');
    expect(wizardProgress(steps, 'welcome')).toBe(0);
    expect(wizardProgress(steps, 'completion')).toBe(100);
  });

  it('offers Skip on the menu and table steps only', () => {
    expect(canSkipStep('menu-upload')).toBe(true);
    expect(canSkipStep('table-setup')).toBe(true);
    expect(canSkipStep('store-info')).toBe(false);
  });

  it('saves a changed table count, moves on over an unchanged one, refuses the rest', () => {
    expect(wizardTableAction('10', 0)).toBe('save');
    expect(wizardTableAction('10', 10)).toBe('unchanged');
    expect(wizardTableAction('0', 0)).toBe('invalid');
    expect(wizardTableAction('', 4)).toBe('invalid');
    expect(wizardTableAction('101', 0)).toBe('invalid');
    expect(wizardTableAction('2.5', 0)).toBe('invalid');
  });
});
