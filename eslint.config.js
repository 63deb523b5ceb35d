import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { importBoundaries } from './tools/eslint/import-boundaries.js';
import { serverBoundaryRules } from './tools/eslint/server-boundaries.js';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'bench/results/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { tessera: { rules: { 'import-boundaries': importBoundaries } } },
    rules: {
      'tessera/import-boundaries': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // Server layers (docs/adr/0016-transactions.md): queries only in repositories and db/, modules meet
    // through services, services own transactions. Tests and their helpers build fixtures directly.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/test-helpers.ts'],
    plugins: { 'tessera-server': { rules: serverBoundaryRules } },
    rules: {
      'tessera-server/server-kysely-values': 'error',
      'tessera-server/server-module-repositories': 'error',
      'tessera-server/server-queries': 'error',
      'tessera-server/server-transactions': 'error',
    },
  },
);
