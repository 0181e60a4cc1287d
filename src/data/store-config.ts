// The current store's settings (configs, doc 2 §3 "App config") from the
// replicated store document, so screens read them offline too.
import { useMemo } from 'react';
import { map } from 'rxjs';
import { DEFAULT_APP_CONFIG, mergeAppConfig, type AppConfig, type DeepPartial } from '../domain/app-config';
import { useEngine } from './engine/EngineProvider';
import { useObservable } from './engine/use-observable';

/**
 * Stored values merged over the defaults; the defaults until the store
 * document has been pulled (a new store has no configs at all).
 */
export function useAppConfig(): AppConfig {
  const engine = useEngine();
  const source = useMemo(() => {
    if (!engine) return null;
    return engine.replica.store
      .findOne(engine.config.storeId)
      .$.pipe(map((doc) => mergeAppConfig((doc?.toJSON() as { configs?: DeepPartial<AppConfig> } | undefined)?.configs)));
  }, [engine]);
  return useObservable(source, DEFAULT_APP_CONFIG);
}
