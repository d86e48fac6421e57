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
  },
  server: {
    // `npm start` in the repo root serves the API; ADMIN_API_URL points elsewhere.
    proxy: Object.fromEntries(
      ['/api', '/media'].map((path) => [path, process.env.ADMIN_API_URL ?? 'http://localhost:3000']),
    ),
  },
});
