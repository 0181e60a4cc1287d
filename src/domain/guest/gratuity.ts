// The gratuity a guest may choose (doc 2 §3 orderConfig: a default rate and
// preset options). Beyond the spec, which only names the settings: with
// presets the guest picks one of them; the default, when it is on, is
// preselected and stays a floor, so 'no tip' is offered only when no default
// gratuity is set. Without presets the default applies as it always has.
import type { OrderConfig } from '../settings/app-config';
import { refused, type Checked } from '../orders/refusal';
import { ordering } from '../shared/catalogue/ordering';

const valid = (rate: unknown): rate is number => typeof rate === 'number' && Number.isFinite(rate) && rate > 0;
const capped = (rate: number) => Math.min(rate, 100);

export interface GratuityChoices {
  /** Percent rates, lowest first. */
  choices: number[];
  preselected: number;
}

export function gratuityChoices(config: OrderConfig): GratuityChoices {
  const preselected = config.enableDefaultGratuity && valid(config.defaultGratuityRate) ? capped(config.defaultGratuityRate) : 0;
  const presets = (Array.isArray(config.presetGratuityRates) ? config.presetGratuityRates : []).filter(valid).map(capped);
  const choices = [...new Set([preselected, ...presets])].filter((r) => r >= preselected).sort((a, b) => a - b);
  return { choices, preselected };
}

/** The rate an order is priced with: the guest's choice when it is one on offer, the preselected one when none is given. */
export function chosenGratuity(config: OrderConfig, requested: unknown): Checked<number> {
  const { choices, preselected } = gratuityChoices(config);
  if (requested === undefined || requested === null) return { ok: true, value: preselected };
  if (typeof requested === 'number' && choices.includes(requested)) return { ok: true, value: requested };
  return refused('invalid-argument', ordering.gratuityNotOffered);
}
