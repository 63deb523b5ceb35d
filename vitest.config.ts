import path from 'node:path';
import { defineConfig } from 'vitest/config';

/** One Vitest run covers shared units, server integration and web units; e2e belongs to Playwright. */
export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'apps/web/src') } },
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'apps/server/{src,test}/**/*.test.ts',
      'apps/web/src/**/*.test.{ts,tsx}',
      'tools/**/*.test.ts',
    ],
    exclude: ['**/node_modules/**', 'apps/web/e2e/**'],
    testTimeout: 20000,
    hookTimeout: 30000,
    pool: 'forks',
    fileParallelism: false,
  },
});
