/**
 * Security headers of the reference backend and of the demo's pages.
 *
 * The backend answers data, never a page to render: its CSP allows nothing, not even being framed. The
 * demo's pages load their own scripts and styles only, talk to their own origin (and the API origin a site
 * configures), and may be framed by the demo itself — the 3D map page is an iframe of the demo — but by no
 * other site.
 */

export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy':
    "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/**
 * Headers of the demo's pages (Vite's preview and dev servers). `apiOrigins`: origins the pages call
 * besides their own (config.json `apiBase` on another host). `dev` allows what Vite's hot reload needs
 * (its websocket and inline style injection are already covered by 'unsafe-inline' styles).
 */
export function demoPageHeaders(apiOrigins: readonly string[] = [], dev = false): Record<string, string> {
  const connect = ["'self'", ...apiOrigins, ...(dev ? ['ws:', 'wss:'] : [])].join(' ');
  const policy = [
    "default-src 'self'",
    `script-src 'self'${dev ? " 'unsafe-inline'" : ''}`,
    // Components set style attributes (chart sizes, theme variables); styles come from the build only.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${connect}`,
    "worker-src 'self' blob:",
    "frame-src 'self'",
    // The demo frames its own 3D map page; no other site may frame any page of it.
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
  return {
    'Content-Security-Policy': policy,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'same-origin',
  };
}
