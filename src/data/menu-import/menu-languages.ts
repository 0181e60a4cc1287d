// The languages a menu is read in by default: the store's menu languages
// (its default first, then the enabled ones) that the reader knows, plus English.
import { useMemo } from 'react';
import { menuLanguagesOf } from '../../domain/menu-import/menu-languages';
import { storeMenuLanguages } from '../../domain/menu-import/ocr-languages';
import { useAppConfig } from '../settings/store-config';

export function useDefaultMenuLanguages(): string[] {
  const config = useAppConfig();
  return useMemo(() => menuLanguagesOf(storeMenuLanguages(config)), [config]);
}
