/**
 * Installs the service worker (web/src/sw.ts) once the page has loaded, so neither its code nor its
 * download of the site's files competes with the page's own first load; app.tsx imports this module
 * only then, and importing it registers. When a new release's worker has fetched its files, the
 * visitor is told and may reload into it; until then the page keeps running the release it started
 * with, whole.
 */
import { registerSW } from 'virtual:pwa-register';
import { siteRecordsPath } from '../catalogue/offline.ts';
import 'virtual:styles/update-prompt.css';
import { updatePrompt } from './register.styles.ts';

/** The prompt saying a new version is ready, with a Reload button; one at most. */
function showUpdatePrompt(reload: () => Promise<void>): void {
  if (document.getElementById('update-prompt')) return;
  const prompt = document.createElement('div');
  prompt.id = 'update-prompt';
  prompt.setAttribute('role', 'status');
  prompt.className = updatePrompt.root;
  const text = document.createElement('p');
  text.className = updatePrompt.text;
  text.textContent = 'A new version of CalcSuite is ready.';
  const now = document.createElement('button');
  now.type = 'button';
  now.className = updatePrompt.reload;
  now.textContent = 'Reload';
  now.addEventListener('click', () => {
    now.disabled = true;
    void reload();
  });
  const later = document.createElement('button');
  later.type = 'button';
  later.className = updatePrompt.later;
  later.textContent = 'Later';
  later.addEventListener('click', () => prompt.remove());
  prompt.append(text, now, later);
  document.body.append(prompt);
}

/**
 * Asks the worker for the records once the page is in its hands, so the copy it keeps for offline
 * use is the one this visit saw (an unchanged copy costs a 304).
 */
function refreshRecords(): void {
  const fetchRecords = () => void fetch(siteRecordsPath, { headers: { accept: 'application/json' } }).catch(() => undefined);
  if (navigator.serviceWorker.controller) fetchRecords();
  else navigator.serviceWorker.addEventListener('controllerchange', fetchRecords, { once: true });
}

// Imported once, after the page's load event (app.tsx): registering is what importing it does.
if ('serviceWorker' in navigator) {
  const updateServiceWorker = registerSW({
    immediate: true,
    onNeedRefresh: () => showUpdatePrompt(() => updateServiceWorker(true)),
    onRegisteredSW: () => refreshRecords(),
  });
}
