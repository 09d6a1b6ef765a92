import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    // `npm run dev -w @mockingbird/web` serves the app with hot reload; API calls go to the server.
    proxy: Object.fromEntries(['/user', '/interview', '/config', '/health'].map((path) => [path, API])),
  },
  build: {
    // Report sizes after gzip; the landing route's budget is checked in bench/bundle.
    reportCompressedSize: true,
  },
});
