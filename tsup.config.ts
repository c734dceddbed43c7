import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

/**
 * One ESM build with three entry points. Shared code is split into chunks, so `damtherm/domain` and
 * `damtherm/client` never pull React; vanilla-extract styles are extracted into one CSS file,
 * `dist/styles.css` (exported as `damtherm/styles.css`).
 */
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'client/index': 'src/client/index.ts',
    'domain/index': 'src/domain/index.ts',
  },
  format: ['esm'],
  target: 'es2022',
  platform: 'browser',
  dts: true,
  splitting: true,
  treeshake: true,
  sourcemap: true,
  clean: true,
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  async onSuccess() {
    const { renameSync, existsSync } = await import('node:fs');
    if (existsSync('dist/index.css')) renameSync('dist/index.css', 'dist/styles.css');
    if (existsSync('dist/index.css.map')) renameSync('dist/index.css.map', 'dist/styles.css.map');
  },
});
