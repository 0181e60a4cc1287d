import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import boundaries from './tools/eslint-boundaries.js';

// Import boundaries between areas (domain, data, features, app, functions) are
// checked on resolved paths by tools/eslint-boundaries.js; package bans below.
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
    files: ['functions/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ group: ['react', 'react-dom', 'firebase', 'firebase/*'], message: 'Functions use the Admin SDK, not the web SDK or React.' }],
      }],
    },
  },
);
