import { describe, expect, it } from 'vitest';
import { assertProductionBuild, missingForProduction } from './production-build';

const real = { VITE_FIREBASE_PROJECT_ID: 'my-project', VITE_FIREBASE_API_KEY: 'key', VITE_FIREBASE_APP_ID: 'app' };

describe('a production build', () => {
  it('refuses a real project without the customer host, naming it, instead of printing QR codes to order.example.com', () => {
    expect(() => assertProductionBuild(real)).toThrow(/my-project needs:\n {2}- VITE_CUSTOMER_HOST \(the customer app's address/);
    expect(missingForProduction({ ...real, VITE_CUSTOMER_HOST: 'order.my.app' })).toEqual([expect.stringMatching(/^VITE_CUSTOMER_HOST as https:\/\/host/)]);
    expect(missingForProduction({ ...real, VITE_CUSTOMER_HOST: 'https://order.my.app' })).toEqual([]);
  });
  it('names every missing piece of the web config', () => {
    expect(missingForProduction({ VITE_FIREBASE_PROJECT_ID: 'my-project', VITE_CUSTOMER_HOST: 'https://o.my.app' }).map((m) => m.split(' ')[0])).toEqual([
      'VITE_FIREBASE_API_KEY',
      'VITE_FIREBASE_APP_ID',
    ]);
  });
  it('refuses a build that names no project (npm run build with nothing set), naming every variable a deployment needs', () => {
    expect(() => assertProductionBuild({})).toThrow(/^A build for deployment needs:\n {2}- VITE_FIREBASE_PROJECT_ID \(the Firebase project/);
    expect(missingForProduction({}).map((m) => m.split(' ')[0])).toEqual(['VITE_FIREBASE_PROJECT_ID', 'VITE_CUSTOMER_HOST', 'VITE_FIREBASE_API_KEY', 'VITE_FIREBASE_APP_ID']);
    expect(missingForProduction({ VITE_USE_EMULATORS: 'true' })[0]).toMatch(/^VITE_FIREBASE_PROJECT_ID/);
  });
  it('lets the emulator builds through (npm start, the tests, the bench): a demo project or emulators asked for', () => {
    expect(missingForProduction({ VITE_FIREBASE_PROJECT_ID: 'demo-seller-portal' })).toEqual([]);
    expect(missingForProduction({ VITE_FIREBASE_PROJECT_ID: 'my-project', VITE_USE_EMULATORS: 'true' })).toEqual([]);
  });
});
