import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development (`npm run dev`) the Vite server proxies everything the API serves on the shared
// origin: /api, /custom_admin, /uploads and the JSON-RPC proxy /rpc (API_PORT, default 3000).
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3000'}`;
const proxied = ['/api', '/custom_admin', '/uploads', '/rpc'];

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: apiTarget, changeOrigin: false }])),
  },
  preview: {
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: apiTarget, changeOrigin: false }])),
  },
  build: {
    sourcemap: true,
  },
});
