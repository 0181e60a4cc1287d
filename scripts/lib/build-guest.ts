import { join } from 'node:path';
import { build } from 'vite';
import { appBuildEnv, ROOT } from './project.ts';

/** Builds the guest page (guest/, its own Vite config) into dist-guest/, for the local stack's emulators. */
export async function buildGuest(): Promise<void> {
  Object.assign(process.env, appBuildEnv());
  await build({ configFile: join(ROOT, 'guest', 'vite.config.ts'), logLevel: 'warn' });
}
