// Webpack build of the shell (federation host): no static remotes, they come from /config.json at start. Its
// public pages (login, signup, password recovery and reset) are prerendered into dist at build time
// (tooling/webpack/prerender-plugin.mjs).
import { federatedApp } from '../tooling/webpack/federated-app.mjs';
import { shellConfig } from '../scripts/runtime-config.mjs';

export default federatedApp({
  appDir: import.meta.dirname,
  title: 'Alfie',
  devConfig: () => shellConfig(process.env),
  // The PA app's service worker, /sw.js (registered for a PA's session only).
  worker: './src/pwa/service-worker.ts',
  prerender: {
    module: './src/prerender/render-page.tsx',
    gate: './src/prerender/gate.ts',
    // The password pages too: /reset-password is opened from an e-mail, most often on a phone.
    routes: ['/', '/signup', '/recupero-password', '/reset-password'],
    // The forms of those pages are loaded on demand (app/home-route.tsx, app/routes.tsx), off the signed-in boot.
    chunks: {
      '/': ['login'],
      '/signup': ['signup'],
      '/recupero-password': ['recovery'],
      '/reset-password': ['reset-password'],
    },
  },
});
