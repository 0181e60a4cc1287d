import { getApp } from 'firebase-admin/app';
import type { TranslationProvider } from './provider';

/**
 * Cloud Translation (v3 REST) with the Functions' own service account, so no
 * client library is needed. Used when the project is configured for it
 * (TRANSLATION_PROVIDER=google, see docs/deploy.md).
 */
export const googleProvider: TranslationProvider = {
  name: 'google',
  async translate(text, sourceLanguage, targetLanguage) {
    const app = getApp();
    const project = app.options.projectId ?? process.env.GCLOUD_PROJECT;
    const credential = app.options.credential;
    if (!project || !credential) return null;
    const { access_token: token } = await credential.getAccessToken();
    const response = await fetch(`https://translation.googleapis.com/v3/projects/${project}:translateText`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ contents: [text], sourceLanguageCode: sourceLanguage, targetLanguageCode: targetLanguage, mimeType: 'text/plain' }),
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { translations?: { translatedText?: string }[] };
    return body.translations?.[0]?.translatedText ?? null;
  },
};
