import { config } from '../../config/env';
import { callableBaseUrl } from './callable-http';

/** The app's callable Functions: the emulator in demo projects, the region's URL otherwise. */
export const functionsUrl = callableBaseUrl({
  projectId: config.firebase.projectId,
  region: config.functionsRegion,
  ...(config.useEmulators ? { emulator: { host: config.emulatorHost, port: config.emulatorPorts.functions } } : {}),
});
