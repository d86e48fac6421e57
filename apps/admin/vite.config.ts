import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The back-office is served by the Fastify server under `/admin/` (and `/user/login`). */
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Every file gets a URL: the CSP allows no `data:` scripts, and immutable caching wants hashes.
    assetsInlineLimit: 0,
    chunkSizeWarningLimit: 1500,
    rollupOptions: {
      output: {
        codeSplitting: {
          // Libraries every page runs, sign-in included, each in one chunk rather than a dozen
          // small ones: fewer requests, and one file compresses better than its parts.
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'react-router', test: /node_modules[\\/]react-router[\\/]/ },
            { name: 'tanstack-query', test: /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    // `npm start` in the repo root serves the API; ADMIN_API_URL points elsewhere.
    proxy: Object.fromEntries(
      ['/api', '/media'].map((path) => [path, process.env.ADMIN_API_URL ?? 'http://localhost:3000']),
    ),
  },
});
