// Categories for the screens: replica ⊕ pending, and the actions that queue
// commands. Screens never see RxDB, the outbox or the network.
import { useCallback, useMemo } from 'react';
import { combineLatest, map, Observable } from 'rxjs';
import {
  addCategoryCommand,
  deleteCategoryCommand,
  moveCategoryCommand,
  updateCategoryCommand,
} from '../domain/category-commands';
import type { AnyCommand } from '../domain/commands';
import { withCategoryDefaults, type Category } from '../domain/entities';
import { MESSAGES } from '../domain/messages';
import { overlayCategories, type Viewed } from '../domain/overlay';
import type { CategoryInput } from '../domain/validation/category';
import type { ValidationResult } from '../domain/validation/result';
import { useEngine } from './engine/EngineProvider';
import { useObservable } from './engine/use-observable';

export type CategoriesView = { status: 'loading' } | { status: 'ready'; categories: Viewed<Category>[] };

export function useCategories(): CategoriesView {
  const engine = useEngine();
  const source = useMemo(() => {
    if (!engine) return null;
    const { storeId } = engine.config;
    const lastSynced$ = new Observable<number | null>((subscriber) => {
      const push = () => subscriber.next(engine.lastSynced.read());
      push();
      return engine.lastSynced.subscribe(push);
    });
    return combineLatest([engine.replica.categories.find().$, engine.outbox.entries$(), lastSynced$]).pipe(
      map(([docs, entries, syncedAt]): CategoriesView => {
        // An empty replica before this store was ever synced on this device is not
        // an empty store: show loading, not 'No categories yet'.
        if (docs.length === 0 && entries.length === 0 && syncedAt === null) return { status: 'loading' };
        const replica = docs.map((d) => ({ ...withCategoryDefaults({ ...d.toJSON(), storeId }), updatedAt: d.updatedAt }));
        return { status: 'ready', categories: overlayCategories(replica, entries.filter((e) => e.command.storeId === storeId)) };
      }),
    );
  }, [engine]);
  return useObservable<CategoriesView>(source, { status: 'loading' });
}

/** Errors per field when the command was not queued; null when it was. */
export type ActionErrors = Record<string, string> | null;

export function useCategoryActions(categories: readonly Category[]) {
  const engine = useEngine();
  const queue = useCallback(
    async (build: (ids: { commandId: string; storeId: string }) => ValidationResult<AnyCommand>): Promise<ActionErrors> => {
      if (!engine) return { form: MESSAGES.category.notReady };
      const result = build({ commandId: crypto.randomUUID(), storeId: engine.config.storeId });
      if (!result.ok) return result.errors as Record<string, string>;
      await engine.dispatch(result.value);
      return null;
    },
    [engine],
  );
  return useMemo(
    () => ({
      add: (input: CategoryInput) => queue((ids) => addCategoryCommand(input, categories, { ...ids, categoryId: crypto.randomUUID() })),
      update: (id: string, input: Partial<CategoryInput>) => queue((ids) => updateCategoryCommand(id, input, categories, ids)),
      remove: (id: string) => queue((ids) => deleteCategoryCommand(id, categories, ids)),
      move: (id: string, delta: -1 | 1) => queue((ids) => moveCategoryCommand(id, delta, categories, ids)),
    }),
    [queue, categories],
  );
}
