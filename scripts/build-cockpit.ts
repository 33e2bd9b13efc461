/**
 * The QA cockpit's bundle for the simulated HTTP server (decision 033): `cockpit/server-entry.ts`
 * into `build/cockpit/` as one script and one stylesheet, which `npm run sim` serves under
 * `/__sim/cockpit/` and adds to the app's pages once a tester opened `/__sim/`. Never into dist/:
 * the production build holds no byte of it (the size report checks). `npm run build` runs this.
 *
 * Usage: tsx scripts/build-cockpit.ts [--outDir <folder>]   (default: build/cockpit)
 */
import { parseArgs } from 'node:util';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const { values } = parseArgs({ options: { outDir: { type: 'string', default: 'build/cockpit' } } });

await build({
  configFile: false,
  logLevel: 'warn',
  mode: 'production',
  plugins: [react()],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: values.outDir,
    emptyOutDir: true,
    copyPublicDir: false,
    modulePreload: false,
    chunkSizeWarningLimit: 2000,
    rollupOptions: {
      input: 'cockpit/server-entry.ts',
      output: { codeSplitting: false, entryFileNames: 'cockpit.js', assetFileNames: 'cockpit[extname]' },
    },
  },
});
console.log(`cockpit: ${values.outDir}/cockpit.js and cockpit.css`);
