import path from 'node:path';
import { defineConfig } from 'vitest/config';

/** One Vitest run covers shared units, server integration and web units; e2e belongs to Playwright. */
export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'apps/web/src') } },
  test: {
    exclude: ['**/node_modules/**', 'apps/web/e2e/**'],
    testTimeout: 20000,
    hookTimeout: 30000,
    pool: 'forks',
    fileParallelism: false,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/server/{src,test}/**/*.test.ts',
            'tools/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          // the signed-in screens' texts, which the app loads with the shell, are there for every test
          setupFiles: ['apps/web/src/test-setup.ts'],
        },
      },
    ],
  },
});
