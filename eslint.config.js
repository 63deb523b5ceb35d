import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { importBoundaries } from './tools/eslint/import-boundaries.js';
import { serverBoundaryRules } from './tools/eslint/server-boundaries.js';

/** An '/api/...' path written out in web code instead of a declared route (packages/shared *.contract.ts). */
const noApiPaths = [
  {
    selector: 'Literal[value=/^\\x2Fapi\\x2F/]',
    message: "Call the declared route with call(xRoutes.y, ...) instead of an '/api/...' path.",
  },
  {
    selector: 'TemplateLiteral > TemplateElement:first-child[value.raw=/^\\x2Fapi\\x2F/]',
    message: "Call the declared route with call(xRoutes.y, ...) instead of an '/api/...' path.",
  },
];
/** A query key spelled inline in a component instead of the feature's key factory. */
const noInlineQueryKey = {
  selector:
    "Property[key.name='queryKey'] > ArrayExpression, Property[key.name='queryKey'] > TSAsExpression > ArrayExpression",
  message: 'Use the query-key factory of the feature (features/x/api/x-queries.ts: xKeys.list(q)).',
};

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
  // Web query layer (issue 13): API paths come from the route declarations in packages/shared, query keys
  // from each feature's api/x-queries.ts.
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/features/**/components/**', '**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...noApiPaths] },
  },
  {
    files: ['apps/web/src/features/**/components/**/*.{ts,tsx}', 'apps/web/src/components/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...noApiPaths, noInlineQueryKey] },
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
