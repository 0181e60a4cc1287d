import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type Preloadable<P> = LazyExoticComponent<ComponentType<P>> & { preload(): Promise<unknown> };

/**
 * lazy() whose code, once loaded (by `preload()` or an earlier render),
 * renders at once. lazy() calls its loader on first render, and a promise
 * suspends the boundary even when its module is already there: under React,
 * which kept the fallback up 300 ms before showing what came, the sidebar came
 * 270 ms after the store was known though the shell's code had loaded while
 * the sign-in request travelled. Preact (scripts/lib/preact-compat.ts) also
 * renders a thenable that answers at once in the same pass.
 */
export function lazyLoaded<P>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => (loading ??= load().then((component) => (loaded = component), (error: unknown) => {
    loading = undefined;
    throw error;
  }));
  const component = lazy(() => {
    const ready = loaded;
    // A thenable that answers at once: lazy() takes the module in the same render.
    if (ready) return { then: (resolve: (module: { default: ComponentType<P> }) => void) => resolve({ default: ready }) } as Promise<{ default: ComponentType<P> }>;
    return preload().then((c) => ({ default: c }));
  });
  return Object.assign(component, { preload });
}
