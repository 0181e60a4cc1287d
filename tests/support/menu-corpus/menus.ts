// The menus of the corpus (known data). Two sets that share kinds of layout,
// language and currency but no dish: `tuning` may be looked at while the
// reader is improved; `heldOut` (a third of the menus) never is, so its score
// says how the reader does on menus nobody tuned it to.
export type { CorpusItem, CorpusMenu, Layout, PriceFormat } from './kinds';
export { tuning } from './tuning-menus';
export { heldOut } from './held-out-menus';
