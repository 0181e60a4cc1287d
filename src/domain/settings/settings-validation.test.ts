import { describe, expect, it } from 'vitest';
import { mergeAppConfig, type OrderConfig } from './app-config';
import { formatPresetGratuities, parsePresetGratuities, validateSettings } from './settings-validation';

function config(orderConfig: Partial<OrderConfig>) {
  return mergeAppConfig({ orderConfig });
}

describe('settings form (doc 2 §5)', () => {
  it.each([
    [{ enableTax: true, taxRate: 0 }, true],
    [{ enableTax: true, taxRate: 100 }, true],
    [{ enableTax: true, taxRate: 8.25 }, true],
    [{ enableTax: true, taxRate: 100.01 }, false],
    [{ enableTax: true, taxRate: -1 }, false],
    [{ enableTax: false, taxRate: 500 }, true], // unchecked while off
  ])('tax %j ok=%s', (orderConfig, ok) => {
    const result = validateSettings(config(orderConfig));
    expect(result.ok).toBe(ok);
    if (!result.ok) expect(result.errors).toEqual({ taxRate: 'Tax rate must be between 0% and 100%' });
  });

  it.each([
    [{ enableDefaultGratuity: true, defaultGratuityRate: 18 }, true],
    [{ enableDefaultGratuity: true, defaultGratuityRate: 101 }, false],
    [{ enableDefaultGratuity: false, defaultGratuityRate: 101 }, true],
  ])('gratuity %j ok=%s', (orderConfig, ok) => {
    const result = validateSettings(config(orderConfig));
    expect(result.ok).toBe(ok);
    if (!result.ok) expect(result.errors).toEqual({ defaultGratuityRate: 'Gratuity rate must be between 0% and 100%' });
  });

  it.each([
    ['15, 18, 20, 25', [15, 18, 20, 25]],
    ['15,abc, 18.5 ,,', [15, 18.5]],
    ['', []],
    ['x, y', []],
  ])('parses %j', (text, rates) => {
    expect(parsePresetGratuities(text)).toEqual(rates);
  });

  it('writes presets back comma-separated', () => {
    expect(formatPresetGratuities([15, 18, 20, 25])).toBe('15, 18, 20, 25');
  });
});
