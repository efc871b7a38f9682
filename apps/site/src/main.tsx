import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createRouter, routerReady } from './app/router';
import { initI18n } from './i18n/i18n';
import { startMarkers } from './session/api';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// The active language's texts load before the first paint, so no page flashes its keys.
startMarkers();
const i18n = await initI18n();
// The prerendered page stays on screen until the first route's chunk is in (no empty hydration pass).
const router = createRouter();
await routerReady(router);
createRoot(container).render(
  <StrictMode>
    <App i18n={i18n} router={router} />
  </StrictMode>,
);
