import { describe, expect, it } from 'vitest';
import { DEFAULT_APP_CONFIG } from '../settings/app-config';
import { ordering } from '../shared/catalogue/ordering';
import { chosenGratuity, gratuityChoices } from './gratuity';

const config = (o: Partial<typeof DEFAULT_APP_CONFIG.orderConfig>) => ({ ...DEFAULT_APP_CONFIG.orderConfig, ...o });

describe("the gratuity a guest chooses", () => {
  it('without presets, the default applies as before (none when it is off)', () => {
    expect(gratuityChoices(config({ enableDefaultGratuity: true, defaultGratuityRate: 18 }))).toEqual({ choices: [18], preselected: 18 });
    expect(gratuityChoices(config({ defaultGratuityRate: 18 }))).toEqual({ choices: [0], preselected: 0 });
  });

  it('with presets, the default is preselected and a floor; "no tip" only without a default', () => {
    expect(gratuityChoices(config({ enableDefaultGratuity: true, defaultGratuityRate: 15, presetGratuityRates: [20, 10, 15] }))).toEqual({ choices: [15, 20], preselected: 15 });
    expect(gratuityChoices(config({ presetGratuityRates: [20, 10, -5, Number.NaN] }))).toEqual({ choices: [0, 10, 20], preselected: 0 });
  });

  it('takes a rate on offer, the preselected one when none is sent, and refuses any other in words', () => {
    const c = config({ presetGratuityRates: [10, 20] });
    expect(chosenGratuity(c, 20)).toEqual({ ok: true, value: 20 });
    expect(chosenGratuity(c, undefined)).toEqual({ ok: true, value: 0 });
    expect(chosenGratuity(c, 15)).toEqual({ ok: false, code: 'invalid-argument', message: ordering.gratuityNotOffered });
    expect(chosenGratuity(c, '20')).toMatchObject({ ok: false });
  });
});
