// Setup wizard navigation (doc 2 §2 "Setup wizard", §4).
import { MESSAGES } from '../shared/messages';
import { validateTableCountSave } from '../tables/qr-validation';

export const WIZARD_STEPS = ['welcome', 'store-info', 'menu-upload', 'table-setup', 'completion'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/** The store-info step is skipped when the store already exists. */
export function wizardSteps(storeExists: boolean): WizardStep[] {
  return WIZARD_STEPS.filter((step) => !(storeExists && step === 'store-info'));
}

/** Continue and Skip both move one step forward; the last step stays put. */
export function nextStep(steps: readonly WizardStep[], current: WizardStep): WizardStep {
  const index = steps.indexOf(current);
  return steps[Math.min(index + 1, steps.length - 1)] ?? current;
}

export function previousStep(steps: readonly WizardStep[], current: WizardStep): WizardStep {
  const index = steps.indexOf(current);
  return steps[Math.max(index - 1, 0)] ?? current;
}

/** 'Skip for Now' is offered on the menu and table steps only. */
export function canSkipStep(step: WizardStep): boolean {
  return step === 'menu-upload' || step === 'table-setup';
}

/** 'Step n of m', 1-based. */
export function stepLabel(steps: readonly WizardStep[], current: WizardStep): string {
  return MESSAGES.wizard.stepOf(steps.indexOf(current) + 1, steps.length);
}

/** Progress bar percent: the first step is 0, the last 100. */
export function wizardProgress(steps: readonly WizardStep[], current: WizardStep): number {
  if (steps.length < 2) return 100;
  return Math.round((steps.indexOf(current) / (steps.length - 1)) * 100);
}

/**
 * The table step's Continue: what to do with the typed count. A count equal
 * to the store's is nothing to save (the step just moves on); anything else
 * is checked by the rules the Table QR Codes section and the Function use.
 */
export function wizardTableAction(raw: string, currentCount: number): 'save' | 'unchanged' | 'invalid' {
  const checked = validateTableCountSave(raw, currentCount);
  if (checked.ok) return 'save';
  return checked.errors.tableCount === MESSAGES.qr.noChanges ? 'unchanged' : 'invalid';
}
