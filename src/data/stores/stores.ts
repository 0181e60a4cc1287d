// The public face of the current store for the rest of the app: its types and
// the one hook. Everything that works on "the store" reads useCurrentStore().
export type { StoreSummary } from './current-store';
export { CurrentStoreProvider, useCurrentStore } from './current-store';
