import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// A portal's plain Vite setup: damtherm needs no plugin of its own (its CSS is one file, `damtherm/styles.css`).
export default defineConfig({
  plugins: [react()],
});
