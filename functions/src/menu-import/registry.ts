// Which reader reads a menu: the cloud reader when MENU_READER names
// one and its settings are present, else the local OCR/PDF reader. Another
// reader is one file exporting a MenuReader and one line here.
import { cloudReader, type CloudConfig } from './cloud-reader';
import { localReader } from './local-reader';
import type { MenuReader } from './reader';

export function cloudConfig(env: NodeJS.ProcessEnv): CloudConfig | null {
  const kind = env.MENU_READER;
  const model = env.MENU_READER_MODEL || 'gemini-2.5-flash';
  const location = env.VERTEX_LOCATION || 'us-central1';
  if (kind === 'gemini' && env.GEMINI_API_KEY) return { kind, model, apiKey: env.GEMINI_API_KEY, location };
  if (kind === 'vertex' && env.VERTEX_PROJECT) return { kind, model, project: env.VERTEX_PROJECT, location };
  return null;
}

export function chooseReader(env: NodeJS.ProcessEnv = process.env): MenuReader {
  const cloud = cloudConfig(env);
  return cloud ? cloudReader(cloud) : localReader;
}
