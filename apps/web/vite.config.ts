import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiOrigin = process.env.API_ORIGIN ?? 'http://localhost:3000';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiOrigin, changeOrigin: true },
      '/uploads': { target: apiOrigin, changeOrigin: true },
    },
  },
  preview: { port: 4173 },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    manifest: true,
    // For scripts/profile-page.mjs, which maps a profile back to packages: WEB_SOURCEMAP=1 npm run build.
    sourcemap: process.env.WEB_SOURCEMAP === '1',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // What every page needs, in one file: fewer requests, and it compresses better than many small chunks.
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/,
            },
            {
              // MUI's pagination logic for the plain Pagination (search): hooks with no styling runtime, kept out of
              // the MUI chunk (which also uses useControlled).
              name: 'pagination',
              test: /node_modules[\\/]@mui[\\/](utils[\\/]useControlled|material[\\/]usePagination)[\\/]/,
            },
            {
              // MUI's core and its styling runtime: every page built with MUI needs it, home, search and the header do
              // not (components/theme/themed.tsx), so it is a chunk of its own, loaded with the first such page or part.
              name: 'mui',
              test: /node_modules[\\/](@emotion|stylis|react-is|clsx|hoist-non-react-statics|@mui[\\/](system|utils|styled-engine|private-theming)|@mui[\\/]material[\\/](styles|utils|internal|colors|ButtonBase|Button|Typography|Box|Container|Stack|SvgIcon|IconButton|AppBar|Toolbar|Paper|useMediaQuery|transitions))[\\/]/,
            },
            {
              // The app's own small modules the shell loads on every first visit, plus the money and query-key helpers
              // most pages share: one chunk instead of a dozen sub-kilobyte ones (each costs a request and gzip overhead).
              name: 'app',
              test: /(packages[\\/]contract[\\/]src[\\/](messages|constants)|apps[\\/]web[\\/]src[\\/](lib[\\/](api|notify|store|overlay|query-keys|session)|components[\\/](PageTitle|Price)|app[\\/]layout[\\/](BrandLogo|navigation)|features[\\/]accounts[\\/]session\.api))\.tsx?$/,
            },
          ],
        },
      },
    },
  },
});
