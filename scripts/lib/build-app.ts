import { build } from 'vite';
import { appBuildEnv, ROOT } from './project.ts';

export async function buildApp(): Promise<void> {
  Object.assign(process.env, appBuildEnv());
  await build({ root: ROOT, logLevel: 'warn' });
}
