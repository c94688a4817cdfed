import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The server (apps/server) answers the API and, in production, serves this build from dist/.
const API_TARGET = 'http://localhost:3000';
const PROXIED_PREFIXES = ['/api', '/api-auth', '/api-user', '/cdn', '/healthz'];

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: Object.fromEntries(PROXIED_PREFIXES.map((prefix) => [prefix, { target: API_TARGET, changeOrigin: true }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // NOTE: Vite's default preloads the lazy chunks' imports too; keep it, the login route stays small
    // because the guarded shell and its dependencies live in their own chunks.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // The domain package declares zod schemas at module level (contract/envelope.ts ...); calls
      // on `z` build values and touch nothing else, so unused schemas can be dropped with zod.
      treeshake: { manualPureFunctions: ['z'] },
    },
  },
});
