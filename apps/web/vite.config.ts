import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';

/**
 * The shared contract's barrel re-exports zod schemas the browser never uses; marking the contract
 * side-effect free lets the bundler drop them (and zod) from the /login bundle.
 */
const sharedContractIsPure: Plugin = {
  name: 'tessera-shared-contract-pure',
  transform(code, id) {
    if (/packages[\\/]shared[\\/]src/.test(id)) return { code, map: null, moduleSideEffects: false };
    return undefined;
  },
};

/** Prefix of the virtual module that wraps one of Ant Design's icon bases. */
const DECORATIVE_ICON = '\0tessera-decorative-icon:';

/**
 * Every Ant Design icon (ours and those inside Ant Design's widgets) renders through the icon base
 * of `@ant-design/icons`, which names each icon in English. The icons' imports of that base are
 * pointed at a wrapper that makes unnamed icons decorative (`src/lib/decorative-icon.ts`).
 */
const decorativeAntdIcons: Plugin = {
  name: 'tessera-decorative-icons',
  enforce: 'pre',
  resolveId(source, importer) {
    const base = /^\.\.\/components\/(AntdIcon|AntdIconLight)$/.exec(source)?.[1];
    if (!base || !importer || !/@ant-design[\\/]icons[\\/]es[\\/]icons[\\/]/.test(importer)) {
      return undefined;
    }
    return DECORATIVE_ICON + base;
  },
  load(id) {
    if (!id.startsWith(DECORATIVE_ICON)) return undefined;
    const base = id.slice(DECORATIVE_ICON.length);
    const wrapper = fileURLToPath(new URL('./src/lib/decorative-icon.ts', import.meta.url));
    return [
      `import Icon from '@ant-design/icons/es/components/${base}';`,
      `import { decorative } from ${JSON.stringify(wrapper)};`,
      'export default decorative(Icon);',
    ].join('\n');
  },
};

/** The page a signed-out visitor lands on, whose code the HTML asks for up front. */
const LOGIN_PAGE = /features[\\/]auth[\\/]components[\\/]login-page\.tsx$/;

/**
 * The sign-in page is a lazily loaded route, so without help the browser asks for its code only
 * after the main bundle has run. The built HTML names its chunks (and CSS) as preloads, so they
 * download beside the main bundle and the form shows one round trip sooner (issue 15). Signed-in
 * loads fetch these ~20 KB too; the /login budget counts them either way.
 */
const preloadLoginPage: Plugin = {
  name: 'tessera-preload-login-page',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(_html, ctx) {
      const bundle = ctx.bundle;
      if (!bundle) return undefined;
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const login = chunks.find((c) => c.facadeModuleId && LOGIN_PAGE.test(c.facadeModuleId));
      if (!login) throw new Error('preload-login-page: the login page chunk is missing');
      const entry = chunks.find((c) => c.isEntry);
      const already = new Set([entry?.fileName, ...(entry?.imports ?? [])]);
      const files = new Set<string>();
      const css = new Set<string>();
      const visit = (name: string) => {
        const chunk = bundle[name];
        if (!chunk || chunk.type !== 'chunk' || already.has(name) || files.has(name)) return;
        files.add(name);
        for (const file of chunk.viteMetadata?.importedCss ?? []) css.add(file);
        chunk.imports.forEach(visit);
      };
      visit(login.fileName);
      return [
        ...[...files].map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        })),
        ...[...css].map((file) => ({
          tag: 'link',
          attrs: { rel: 'preload', as: 'style', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        })),
      ];
    },
  },
};

/** The server the dev proxy forwards /api to. */
const API_TARGET = 'http://127.0.0.1:3000';

/** Vite config: React, the `@/` alias, and a dev proxy that forwards /api (HTTP and WebSocket) to the server. */
export default defineConfig({
  plugins: [react(), sharedContractIsPure, decorativeAntdIcons, preloadLoginPage],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': {
        target: API_TARGET,
        changeOrigin: true,
        ws: true,
        // the server accepts only same-origin sockets; through this proxy the page's origin is Vite's
        configure: (proxy) => proxy.on('proxyReqWs', (proxyReq) => proxyReq.setHeader('origin', API_TARGET)),
      },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1200,
  },
});
