// Registers the service worker (docs/decisions/0068-installable-arena.md). main.tsx imports this module
// only once the page has loaded and hydrated, so neither it nor the worker's precaching competes with the
// page's own scripts, words and fonts; a first visit's script does not grow.

/**
 * The service worker's file (vite-plugin-pwa writes it from src/sw/sw.ts), served from the root so its
 * scope is the whole site. Kept here, not in web-app-paths.ts: that module is in the first script (the
 * manifest link), and a constant shared with this lazy chunk made it a chunk of its own.
 */
export const serviceWorkerPath = '/sw.js';

/** Registers `/sw.js` for the whole site; a browser without service workers, or a failure, changes nothing. */
export async function registerServiceWorker(
  container: Pick<ServiceWorkerContainer, 'register'> | undefined = navigator.serviceWorker,
): Promise<boolean> {
  if (!container) return false;
  try {
    await container.register(serviceWorkerPath, { scope: '/' });
    return true;
  } catch (error) {
    // The site works without it (a private window, storage refused): said, not thrown.
    console.warn('The service worker was not registered:', error instanceof Error ? error.message : error);
    return false;
  }
}
