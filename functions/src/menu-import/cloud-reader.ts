// A multimodal model reads the menu instead of OCR when configured (see
// docs/deploy.md, "Cloud menu reader"). Plain fetch to the REST endpoints, no SDK:
// - MENU_READER=gemini: the Gemini API with GEMINI_API_KEY;
// - MENU_READER=vertex: Vertex AI in VERTEX_PROJECT / VERTEX_LOCATION
//   (default us-central1) with the Function's service account token.
// MENU_READER_MODEL picks the model (default gemini-2.5-flash). Never used by tests.
import type { DraftSection } from '../../../src/domain/shared/menu-draft';
import { parsePrice } from '../../../src/domain/menu-import/prices';
import type { MenuReader, MenuReading } from './reader';
import { UnreadableFileError } from './reader';

const PROMPT =
  'Read this restaurant menu. Return JSON: {"sections":[{"name":string,"items":[{"name":string,"description":string,"price":string,"confidence":number}]}]}. ' +
  'Keep prices exactly as printed (e.g. "$12.50", "12,50 €", "MP"); description "" when none; confidence 0..1 of name and price; no other text.';

interface ModelSection {
  name?: string;
  items?: Array<{ name?: string; description?: string; price?: string; confidence?: number }>;
}

export interface CloudConfig {
  kind: 'gemini' | 'vertex';
  model: string;
  apiKey?: string;
  project?: string;
  location: string;
}

async function vertexToken(): Promise<string> {
  const response = await fetch('http://metadata.google.internal/computeMetadata/v1/instance/service-accounts/default/token', {
    headers: { 'Metadata-Flavor': 'Google' },
  });
  if (!response.ok) throw new Error(`no service account token (${response.status})`);
  return ((await response.json()) as { access_token: string }).access_token;
}

async function endpoint(config: CloudConfig): Promise<{ url: string; headers: Record<string, string> }> {
  if (config.kind === 'gemini') {
    return {
      url: `https://generativelanguage.googleapis.com/v1beta/models/${config.model}:generateContent`,
      headers: { 'x-goog-api-key': config.apiKey ?? '' },
    };
  }
  const base = `https://${config.location}-aiplatform.googleapis.com/v1/projects/${config.project}/locations/${config.location}`;
  return { url: `${base}/publishers/google/models/${config.model}:generateContent`, headers: { authorization: `Bearer ${await vertexToken()}` } };
}

/** The model's JSON as draft sections, prices read by the same rules as the local parser. */
export function sectionsFromModel(json: { sections?: ModelSection[] }): DraftSection[] {
  let item = 0;
  return (json.sections ?? []).map((section, s) => ({
    id: `s${s + 1}`,
    name: section.name?.trim() ?? '',
    items: (section.items ?? []).filter((i) => i.name?.trim()).map((i) => {
      const price = parsePrice(i.price ?? '');
      item += 1;
      return {
        id: `i${item}`,
        name: i.name!.trim(),
        description: i.description?.trim() ?? '',
        price: price?.price ?? null,
        priceText: price?.text ?? '',
        confidence: price ? Math.max(0, Math.min(1, i.confidence ?? 0.7)) : 0.3,
      };
    }),
  })).filter((s) => s.items.length > 0);
}

export function cloudReader(config: CloudConfig): MenuReader {
  return {
    async read(bytes, fileType, _languages, signal): Promise<MenuReading> {
      const { url, headers } = await endpoint(config);
      const mimeType = fileType === 'pdf' ? 'application/pdf' : 'image/jpeg';
      const response = await fetch(url, {
        method: 'POST',
        // At the time limit the request itself is dropped, not left to run and be billed.
        ...(signal ? { signal } : {}),
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({
          contents: [{ role: 'user', parts: [{ inlineData: { mimeType, data: Buffer.from(bytes).toString('base64') } }, { text: PROMPT }] }],
          generationConfig: { responseMimeType: 'application/json', temperature: 0 },
        }),
      });
      if (response.status === 400) throw new UnreadableFileError(await response.text());
      if (!response.ok) throw new Error(`${config.kind} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
      const body = (await response.json()) as { candidates?: Array<{ content?: { parts?: Array<{ text?: string }> } }> };
      const text = body.candidates?.[0]?.content?.parts?.map((p) => p.text ?? '').join('') ?? '{}';
      return { reader: `cloud:${config.model}`, pages: 1, sections: sectionsFromModel(JSON.parse(text) as { sections?: ModelSection[] }) };
    },
  };
}
