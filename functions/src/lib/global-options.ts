// Options every Function of this codebase is defined with, set before any is
// (functions/src/index.ts imports this module first): the project's ceiling
// of instances (lib/ceilings.ts).
import { setGlobalOptions } from 'firebase-functions/v2';
import { MAX_INSTANCES } from './ceilings';

setGlobalOptions({ maxInstances: MAX_INSTANCES });
