import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The portal serves the site backend under its own origin, at /backend (so the browser makes no cross-origin
// call and CORS never applies). DAM_BACKEND is the backend's address.
const backend = process.env.DAM_BACKEND ?? 'http://127.0.0.1:8787';
const proxy = {
  '/backend': { target: backend, changeOrigin: true, rewrite: (p: string) => p.replace(/^\/backend/, '') },
};

export default defineConfig({
  plugins: [react()],
  server: { proxy },
  preview: { proxy },
});
