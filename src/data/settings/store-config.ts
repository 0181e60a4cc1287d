// The current store's settings (configs, doc 2 §3 "App config") from the
// replicated store document with this device's pending settings laid over,
// so screens read them offline too and see a saved change at once.
import { DEFAULT_APP_CONFIG, type AppConfig } from '../../domain/settings/app-config';
import { useStoreView } from '../store/store-profile';

/**
 * Stored values merged over the defaults; the defaults until the store
 * document has been pulled (a new store has no configs at all).
 */
export function useAppConfig(): AppConfig {
  const view = useStoreView();
  return view.status === 'ready' && view.store ? view.store.configs : DEFAULT_APP_CONFIG;
}
