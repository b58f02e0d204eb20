import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const root = fileURLToPath(new URL('./src/web', import.meta.url));
const outDir = fileURLToPath(new URL('./dist/web', import.meta.url));

/** The entry chunk, everything it imports statically, and their stylesheets: what every page needs first. */
function appShellFiles(): Set<string> {
  const manifest = JSON.parse(readFileSync(`${outDir}/.vite/manifest.json`, 'utf8')) as Record<
    string,
    { file: string; isEntry?: boolean; imports?: string[]; css?: string[] }
  >;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  return files;
}

export default defineConfig({
  root,
  publicDir: 'public',
  resolve: {
    alias: [
      // react-i18next's `useTranslation` imports `use-sync-external-store/shim`, the hook for React before 18,
      // whose fallback and CommonJS wrapper would ship in the entry (0.4 KB gzip): React 19 is the only React
      // here, and it exports the same hook.
      { find: /^use-sync-external-store\/shim$/, replacement: 'react' },
      // React Router 7 exports only its development build (remix-run/react-router#14102): its dev warnings run on
      // every route match and ship in the entry (0.5 KB gzip). Its production build is the same code without them.
      {
        find: /^react-router$/,
        replacement: fileURLToPath(
          new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
        ),
      },
    ],
  },
  plugins: [
    react(),
    tailwindcss(),
    // The installable app (issue 21, docs/decisions/090-weak-connections.md): the manifest, and our own service
    // worker (src/web/sw.ts) with the app shell's precache list injected. Registration is the app's, after
    // the first page (lib/pwa/register-service-worker.ts), so it adds nothing to the first load.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: '.',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      manifestFilename: 'manifest.webmanifest',
      // The browser fetches the icons when it installs the app; the worker does not need them offline.
      includeManifestIcons: false,
      injectManifest: {
        // The shell only: index.html, the entry and its stylesheet, the offline page and the icons. Every other
        // chunk is cached when a page first uses it: a phone on a prepaid plan never downloads pages it never opens.
        globPatterns: ['index.html', 'offline.html', 'assets/*.{js,css}', 'favicon.svg'],
        // Every chunk is listed, then only the shell is kept (below): the limit must not refuse one first.
        maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
        manifestTransforms: [
          (entries) => {
            const shell = appShellFiles();
            return { manifest: entries.filter((e) => !e.url.startsWith('assets/') || shell.has(e.url)) };
          },
        ],
      },
      manifest: {
        name: 'مسار — التعلم عبر الإنترنت',
        short_name: 'مسار',
        description: 'منصة تعليم عبر الإنترنت للتلاميذ والطلبة في الجزائر.',
        lang: 'ar',
        dir: 'rtl',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#13634b',
        background_color: '#ffffff',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
    }),
  ],
  build: {
    outDir,
    emptyOutDir: true,
    // scripts/check-bundle-budget.mjs reads the manifest to find the home route's initial chunks.
    manifest: true,
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      output: {
        // What the entry imports statically goes into one chunk instead of ~30 small ones: each file is its own
        // request (with ~1.4 KB of response headers) and its own compression stream, which gzip and brotli
        // compress worse than one (docs/performance.md). Lazy pages and their own imports split as before.
        // The socket's bridge, loaded after the first page, would otherwise fetch six small shared chunks (the
        // realtime hooks, the pending counts, one 0.2 KB query-key module per feature): two groups, two requests.
        // Lighthouse's simulated largest paint on login (a banner shown after the first page) counts each one.
        // Chunks are named by their content hash alone: the entry names every lazy chunk (Vite's preload map and
        // each dynamic import), and the module names in those were 1.0 KB of its gzip (docs/performance.md,
        // "Home below the fold"). `npm run build`'s listing names each chunk by its source (from the manifest).
        chunkFileNames: 'assets/[hash].js',
        codeSplitting: {
          groups: [
            { name: 'app-shell', tags: ['$initial'] },
            { name: 'query-keys', test: /\/src\/web\/lib\/queries\/[a-z-]+-keys\.ts$/ },
            { name: 'realtime', test: /\/src\/web\/lib\/(realtime\/[a-z-]+|queries\/pending-counts)\.tsx?$/ },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    // `/api/ws` is the socket (real time): the proxy passes the upgrade on.
    proxy: {
      '/api/ws': { target: 'ws://127.0.0.1:3001', ws: true, changeOrigin: false },
      '/api': { target: 'http://127.0.0.1:3001', changeOrigin: false },
    },
  },
  preview: { port: 4173 },
});
