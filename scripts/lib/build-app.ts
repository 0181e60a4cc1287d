import { build } from 'vite';
import { ROOT } from './project.ts';

export async function buildApp(): Promise<void> {
  await build({ root: ROOT, logLevel: 'warn' });
}
