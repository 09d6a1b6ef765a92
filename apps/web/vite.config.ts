import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    // `npm run dev -w @mockingbird/web` serves the app with hot reload; API calls go to the server.
    proxy: {
      ...Object.fromEntries(['/user', '/interview', '/config', '/health'].map((path) => [path, API])),
      // POST /call/web and the call socket (its webCallUrl names this dev server's host).
      '/call': { target: API, ws: true },
    },
  },
  build: {
    reportCompressedSize: true,
    rolldownOptions: {
      output: {
        // Libraries only some pages need get chunks of their own, so shared app modules are never
        // grouped with them and the landing page stays small (budget: 100 kB gzip, see
        // scripts/landing-size.mjs).
        codeSplitting: {
          groups: [
            // React is needed everywhere; without its own group it is pulled into whichever group uses it.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 10 },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
            { name: 'forms', test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/ },
          ],
        },
      },
    },
  },
});
