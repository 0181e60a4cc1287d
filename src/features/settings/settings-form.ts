// The settings form's values: the configs plus the text of its number inputs,
// kept as typed so '8.' or '' can be edited; read into configs on save.
import type { AppConfig } from '../../domain/settings/app-config';
import { formatPresetGratuities, parsePresetGratuities } from '../../domain/settings/settings-validation';
import { toNumber } from '../../domain/shared/validation-result';

export interface SettingsFormValues {
  config: AppConfig;
  taxRate: string;
  gratuityRate: string;
  presets: string;
}

export function settingsFormValues(config: AppConfig): SettingsFormValues {
  return {
    config,
    taxRate: String(config.orderConfig.taxRate),
    gratuityRate: String(config.orderConfig.defaultGratuityRate),
    presets: formatPresetGratuities(config.orderConfig.presetGratuityRates),
  };
}

/** The configs the form describes; a rate left empty or unreadable stays NaN for the validator to refuse. */
export function configsOf(values: SettingsFormValues): AppConfig {
  const o = values.config.orderConfig;
  return {
    ...values.config,
    orderConfig: {
      ...o,
      // A switched-off rate is not used, and keeps its stored value.
      taxRate: o.enableTax ? toNumber(values.taxRate) : o.taxRate,
      defaultGratuityRate: o.enableDefaultGratuity ? toNumber(values.gratuityRate) : o.defaultGratuityRate,
      presetGratuityRates: parsePresetGratuities(values.presets),
    },
  };
}
