import { apertiumProvider } from './apertium';
import { googleProvider } from './google';
import type { TranslationProvider } from './provider';

/**
 * TRANSLATION_PROVIDER=google or apertium; unset: Apertium in the emulator,
 * Cloud Translation when deployed.
 */
export function translationProvider(): TranslationProvider {
  const chosen = process.env.TRANSLATION_PROVIDER ?? (process.env.FUNCTIONS_EMULATOR === 'true' ? 'apertium' : 'google');
  return chosen === 'apertium' ? apertiumProvider : googleProvider;
}
