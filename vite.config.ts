/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

// The app is a static PWA. `vite build` emits dist/ with a Workbox service worker that
// precaches every asset, so after one online visit the whole app runs offline.
export default defineConfig({
  build: {
    target: 'es2022',
    sourcemap: true,
    reportCompressedSize: false,
    // dist/.vite/manifest.json: the chunk graph `npm run bench` reads to size each screen.
    manifest: true,
  },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  plugins: [
    VitePWA({
      registerType: 'prompt',
      injectRegister: false, // registered by our own code through workbox-window
      strategies: 'generateSW',
      manifest: false, // public/manifest.webmanifest is the one manifest
      includeAssets: ['icons/*.png', 'icons/*.svg', 'manifest.webmanifest'],
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,json}'],
        navigateFallback: 'index.html',
        cleanupOutdatedCaches: true,
        sourcemap: false,
      },
    }),
  ],
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
    pool: 'threads',
    // A hang guard, not a time limit: seeded random-play and odds tests are CPU-bound, and vitest's
    // 5 s default failed them on a loaded machine. Speed is measured by `npm run bench`, never here.
    testTimeout: 60_000,
  },
});
