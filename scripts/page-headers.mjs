// The security headers of the front ends' HTML pages (Content-Security-Policy with frame-ancestors,
// Referrer-Policy, X-Frame-Options), built from the runtime config the pages read, for the static server of
// `npm start` and e2e. deploy/nginx carries the same policies for the production layout (one origin).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SHELL } from '../tooling/webpack/apps.mjs';

/** The PayPal JS SDK loads its buttons (iframes), images and calls from these (developer.paypal.com CSP advice). */
export const PAYPAL_SOURCES = ['https://*.paypal.com', 'https://*.paypalobjects.com'];

/** The origin of an absolute http(s) URL; null for a path of the page's own origin (covered by 'self'). */
export function originOf(url) {
  if (typeof url !== 'string' || !/^https?:\/\//i.test(url)) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** The shell's public origin, as runtime-config.mjs builds the other addresses (PUBLIC_HOST). */
export function shellOrigin(env = process.env) {
  return env.SHELL_ORIGIN || `http://${env.PUBLIC_HOST || 'localhost'}:${SHELL.port}`;
}

const SCRIPT_HASH = /^'sha256-[A-Za-z0-9+/]{43}='$/;

/**
 * The hashes of the inline scripts a built shell's prerendered pages carry (prerender.json `inlineScripts`, the gate
 * of prerender-plugin.mjs), for its pages' script-src; none for a dist without prerendered pages.
 */
export function inlineScriptHashes(distDir) {
  const file = path.join(distDir, 'prerender.json');
  if (!existsSync(file)) return [];
  const hashes = JSON.parse(readFileSync(file, 'utf8')).inlineScripts ?? [];
  for (const hash of hashes)
    if (!SCRIPT_HASH.test(hash)) throw new Error(`${file}: ${JSON.stringify(hash)} is not a script hash`);
  return hashes;
}

function serialise(directives) {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...new Set(sources.filter(Boolean))].join(' '))
    .join('; ');
}

/**
 * @param {'shell' | 'remote' | 'payment'} kind  the shell's page, a remote's own index.html, or mfe-payment's
 *   standalone page (the mobile web view; its token arrives in the query)
 * @param {{ config: { apiBaseUrl?: string, remotes?: Record<string, string>, paypalSdkUrl?: string },
 *   shellOrigin: string, inlineScripts?: string[] }} o  `inlineScripts`: the shell's, by hash (inlineScriptHashes)
 * @returns {Record<string, string>}
 */
export function pageHeaders(kind, { config, shellOrigin: shell, inlineScripts = [] }) {
  const api = originOf(config.apiBaseUrl);
  const remotes = Object.values(config.remotes ?? {}).map(originOf);
  const sdk = originOf(config.paypalSdkUrl);
  // style-loader puts each app's CSS in <style> elements and the PayPal SDK styles its container the same way:
  // inline styles stay allowed, inline scripts never are.
  const common = {
    'default-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'font-src': ["'self'", 'data:'],
    'object-src': ["'none'"],
  };
  if (kind === 'shell') {
    return {
      'Content-Security-Policy': serialise({
        ...common,
        // Remotes are loaded with <script> (remoteEntry.js, chunks) after a fetch of their manifest; the one inline
        // script is the prerendered pages' gate, allowed by its hash alone.
        'script-src': ["'self'", ...inlineScripts, ...remotes, ...PAYPAL_SOURCES, sdk],
        'img-src': ["'self'", 'data:', ...PAYPAL_SOURCES],
        'connect-src': ["'self'", api, ...remotes, ...PAYPAL_SOURCES],
        // The legal PDFs of the shell's origin, the PayPal buttons.
        'frame-src': ["'self'", ...PAYPAL_SOURCES],
        'base-uri': ["'self'"],
        'form-action': ["'self'", ...PAYPAL_SOURCES],
        'frame-ancestors': ["'self'"],
        // The PA app's service worker (/sw.js) and manifest, both of the shell's origin.
        'worker-src': ["'self'"],
        'manifest-src': ["'self'"],
      }),
      // /do-paypal-payment carries the payment token in its query too, until the page has read it.
      'Referrer-Policy': 'no-referrer',
      'X-Frame-Options': 'SAMEORIGIN',
    };
  }
  if (kind === 'payment') {
    return {
      'Content-Security-Policy': serialise({
        ...common,
        'script-src': ["'self'", ...PAYPAL_SOURCES, sdk],
        'img-src': ["'self'", 'data:', ...PAYPAL_SOURCES],
        'connect-src': ["'self'", api, ...PAYPAL_SOURCES],
        'frame-src': [...PAYPAL_SOURCES],
        'base-uri': ["'none'"],
        'form-action': ["'self'", ...PAYPAL_SOURCES],
        // The mobile web view opens it as a top-level page; nothing embeds it (the shell loads the remote's
        // component, not this page).
        'frame-ancestors': ["'none'"],
      }),
      'Referrer-Policy': 'no-referrer',
      'X-Frame-Options': 'DENY',
    };
  }
  return {
    'Content-Security-Policy': serialise({
      ...common,
      'script-src': ["'self'"],
      'img-src': ["'self'", 'data:'],
      'connect-src': ["'self'", api],
      'frame-src': ["'self'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'self'", shell],
    }),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
}

/** Which policy an app's pages get: the shell, mfe-payment's standalone page, or a remote's own page. */
export function pageKind(appName) {
  if (appName === SHELL.name) return 'shell';
  return appName === 'mfe_payment' ? 'payment' : 'remote';
}
