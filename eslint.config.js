import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import boundaries from './tools/eslint-boundaries.js';

// Import boundaries between areas (domain, data, features, app, functions) are
// checked on resolved paths by tools/eslint-boundaries.js; package bans below.
export default tseslint.config(
  { ignores: ['dist/**', 'dist-guest/**', 'functions/lib/**', '**/node_modules/**', '.cache/**', 'dev-dist/**'] },
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
    // Preact's hooks follow React's rules (guest/: the table's ordering page).
    files: ['src/**/*.{ts,tsx}', 'guest/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'functions/src/**/*.ts'],
    plugins: { boundaries },
    rules: { 'boundaries/import-boundaries': 'error' },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['react', 'react-*', 'firebase', 'firebase/*', 'firebase-admin', 'firebase-admin/*', 'rxdb', 'rxdb/*', 'dexie', 'node:*'], message: 'domain/ is pure TypeScript: no React, Firebase, storage or Node APIs.' },
        ],
      }],
    },
  },
  {
    // The guest's page loads none of the portal: Preact, src/domain's leaf modules, and Firebase only behind App Check's dynamic import.
    files: ['guest/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['react', 'react-*', 'firebase', 'firebase/*', '@firebase/*'], allowTypeImports: true, message: 'The guest page uses Preact and plain fetch; Firebase loads only through a dynamic import (guest/src/config.ts).' },
          { group: ['**/src/app/**', '**/src/data/**', '**/src/features/**', '**/src/config/**'], message: 'The guest page loads none of the portal\'s code.' },
          { group: ['**/domain/shared/messages', '**/domain/shared/format'], message: 'These pull in the whole message catalogue: import the catalogue module (catalogue/guest, catalogue/ordering) or shared/money.' },
        ],
      }],
    },
  },
  {
    files: ['functions/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ group: ['react', 'react-dom', 'firebase', 'firebase/*'], message: 'Functions use the Admin SDK, not the web SDK or React.' }],
      }],
    },
  },
);
