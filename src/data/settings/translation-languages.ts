import { useMemo } from 'react';
import { useAppConfig } from './store-config';
import { translationTargets, type LanguageOption } from '../../domain/settings/languages';

/** The store's enabled languages other than its default: each gets a name and a description. */
export function useTranslationLanguages(): LanguageOption[] {
  const { languageConfig } = useAppConfig();
  return useMemo(() => {
    const targets = new Set(translationTargets(languageConfig.supportedLanguages, languageConfig.defaultLanguage));
    return languageConfig.supportedLanguages.filter((l) => targets.has(l.code));
  }, [languageConfig]);
}
