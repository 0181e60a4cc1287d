// Tests reach the emulators that scripts/test.ts started (PORT_OFFSET included).
export { EMULATORS, GUEST_URL, PROJECT_ID, ROOT } from '../../scripts/lib/project';
