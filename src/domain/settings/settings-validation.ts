// Settings form (doc 2 §5 "Settings").
import type { AppConfig } from './app-config';
import { GRATUITY_RATE_MAX, GRATUITY_RATE_MIN, TAX_RATE_MAX, TAX_RATE_MIN } from '../shared/limits';
import { MESSAGES } from '../shared/messages';
import { resultOf, type ValidationResult } from '../shared/validation-result';

function inRange(value: number, min: number, max: number): boolean {
  return Number.isFinite(value) && value >= min && value <= max;
}

/** Rates are only checked while their switch is on; a disabled rate is not used. */
export function validateSettings(config: AppConfig): ValidationResult<AppConfig, 'taxRate' | 'defaultGratuityRate'> {
  const o = config.orderConfig;
  return resultOf(
    {
      taxRate: o.enableTax && !inRange(o.taxRate, TAX_RATE_MIN, TAX_RATE_MAX) ? MESSAGES.settings.taxRange : undefined,
      defaultGratuityRate:
        o.enableDefaultGratuity && !inRange(o.defaultGratuityRate, GRATUITY_RATE_MIN, GRATUITY_RATE_MAX)
          ? MESSAGES.settings.gratuityRange
          : undefined,
    },
    () => config,
  );
}

/** '15, 18, abc, 20' -> [15, 18, 20]: entries that are not numbers are dropped. */
export function parsePresetGratuities(text: string): number[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map(Number)
    .filter((n) => Number.isFinite(n));
}

export function formatPresetGratuities(rates: readonly number[]): string {
  return rates.join(', ');
}
