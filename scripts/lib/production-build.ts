// What a build must be given (vite.config.ts runs this for `vite build`). It
// must name its project: the local stack's builds (npm start, the tests, the
// bench) name the demo project and need nothing else; `npm run build` with
// nothing set would otherwise ship the emulator build. A real project without
// the customer host would print every table's QR code to the placeholder
// order.example.com.

type Env = Readonly<Record<string, string | undefined>>;

/** Whether the app built with `env` talks to the emulators (src/config/env.ts reads it as __FIREBASE_EMULATORS__). */
export function usesEmulators(env: Env): boolean {
  return (env.VITE_FIREBASE_PROJECT_ID || 'demo-seller-portal').startsWith('demo-') || env.VITE_USE_EMULATORS === 'true';
}

/** The variables a real project's build lacks, each with why it is needed; empty when it may build. */
export function missingForProduction(env: Env): string[] {
  const projectId = env.VITE_FIREBASE_PROJECT_ID;
  if (projectId?.startsWith('demo-') || (projectId && env.VITE_USE_EMULATORS === 'true')) return [];
  const missing: string[] = [];
  if (!projectId) missing.push('VITE_FIREBASE_PROJECT_ID (the Firebase project to deploy to; the local stack\'s builds name demo-seller-portal)');
  if (!env.VITE_CUSTOMER_HOST) missing.push('VITE_CUSTOMER_HOST (the customer app\'s address: every table QR code points there)');
  else if (!/^https:\/\/[^/\s]+$/.test(env.VITE_CUSTOMER_HOST)) missing.push('VITE_CUSTOMER_HOST as https://host, without a path (it was ' + JSON.stringify(env.VITE_CUSTOMER_HOST) + ')');
  if (!env.VITE_FIREBASE_API_KEY) missing.push('VITE_FIREBASE_API_KEY (the web app\'s config from the Firebase console)');
  if (!env.VITE_FIREBASE_APP_ID) missing.push('VITE_FIREBASE_APP_ID (the web app\'s config from the Firebase console)');
  return missing;
}

/** Throws the message a build stops with, naming every missing variable. */
export function assertProductionBuild(env: Env): void {
  const missing = missingForProduction(env);
  if (missing.length === 0) return;
  const project = env.VITE_FIREBASE_PROJECT_ID ? `for project ${env.VITE_FIREBASE_PROJECT_ID}` : 'for deployment';
  throw new Error(`A build ${project} needs:\n  - ${missing.join('\n  - ')}\nSet them (see docs/deploy.md) and build again.`);
}
