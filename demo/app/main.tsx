import { createToastQueue } from 'damtherm';
import { createDamClient } from 'damtherm/client';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { loadConfig } from './config';
import { readToken } from './session/session';
import { rootClass } from './shell/global.css';

/**
 * After a new deployment, a phone holding the old page asks for chunks that no longer exist: reload once to
 * get the new page (not in a loop: at most once a minute).
 */
window.addEventListener('vite:preloadError', (event) => {
  const last = Number(sessionStorage.getItem('damtherm_reloaded_at') ?? 0);
  if (Date.now() - last < 60_000) return;
  sessionStorage.setItem('damtherm_reloaded_at', String(Date.now()));
  event.preventDefault();
  window.location.reload();
});

async function start() {
  const config = await loadConfig();
  const client = createDamClient({
    baseUrl: config.apiBase || window.location.origin,
    getToken: readToken,
    // The reference backend takes the token as a header: it stays out of URLs, logs and referrers.
    tokenTransport: 'bearer',
  });
  const toasts = createToastQueue();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  root.classList.add(rootClass);
  createRoot(root).render(
    <StrictMode>
      <App config={config} client={client} toasts={toasts} />
    </StrictMode>,
  );
}

void start();
