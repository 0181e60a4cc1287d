// Translation behind one small interface (docs/areas/store-settings.md,
// "Translation"): Cloud Translation in production, Apertium (Debian's
// offline machine translation) for local development and tests.

export interface TranslationProvider {
  readonly name: string;
  /** The translated text, or null when this provider cannot serve the pair (the caller then returns the original). */
  translate(text: string, sourceLanguage: string, targetLanguage: string): Promise<string | null>;
}
