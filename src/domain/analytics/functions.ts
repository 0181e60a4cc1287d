// The analytics' Functions, each declared once (src/domain/shared/function-spec.ts).
import { declareFunctions, SCHEDULE } from '../shared/function-spec';

export const ANALYTICS_FUNCTIONS = declareFunctions({
  /** Folds the closed days' rollup shards into one document each. */
  foldRollupsScheduled: SCHEDULE,
});
