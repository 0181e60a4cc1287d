// Tests reach the emulators that scripts/test.ts started (PORT_OFFSET included).
export { EMULATORS, PROJECT_ID, ROOT } from '../../scripts/lib/project';
