import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The import boundaries of the house (STYLE.md): domain/ imports nothing of the
// app; a feature never reaches into another feature; Functions share only domain/.
const FEATURES = [
  'auth', 'stores', 'dashboard', 'analytics', 'menu', 'categories', 'orders', 'messages',
  'preview', 'store', 'settings', 'qr', 'menu-import', 'help', 'setup-wizard',
];

const featureBoundaries = FEATURES.map((feature) => ({
  files: [`src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': ['error', {
      patterns: [{
        group: FEATURES.filter((f) => f !== feature).map((f) => `**/features/${f}/**`),
        message: 'A feature does not import another feature: move shared code to domain/, data/ or app/ui.',
      }],
    }],
  },
}));

export default tseslint.config(
  { ignores: ['dist/**', 'functions/lib/**', '**/node_modules/**', '.cache/**', 'dev-dist/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  ...featureBoundaries,
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['**/app/**', '**/features/**', '**/data/**', '**/workers/**', '**/config/**'], message: 'domain/ is pure: it imports nothing of the app.' },
          { group: ['react', 'react-*', 'firebase', 'firebase/*', 'firebase-admin', 'firebase-admin/*', 'rxdb', 'rxdb/*', 'dexie', 'node:*'], message: 'domain/ is pure TypeScript: no React, Firebase, storage or Node APIs.' },
        ],
      }],
    },
  },
  {
    files: ['src/data/**/*.{ts,tsx}', 'src/workers/**/*.ts', 'src/config/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ group: ['**/features/**', '**/app/**'], message: 'data/ serves features; it never imports them.' }],
      }],
    },
  },
  {
    files: ['functions/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ group: ['**/src/app/**', '**/src/features/**', '**/src/data/**', '**/src/workers/**', 'react', 'firebase', 'firebase/*'], message: 'Functions share only src/domain with the app.' }],
      }],
    },
  },
);
