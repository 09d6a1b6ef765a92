import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  server: {
    // The dev server forwards API calls to the app server (npm run dev in apps/server).
    proxy: { '/user': 'http://127.0.0.1:3000', '/health': 'http://127.0.0.1:3000' },
  },
});
