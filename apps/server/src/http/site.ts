// Serves the built site (apps/site/dist): precompressed .br/.gz siblings written by
// scripts/precompress.mjs, immutable caching for hashed files under /assets/, index.html uncached,
// and the single-page fallback: a page request for any app path answers index.html, server-rendered
// for a visitor's public page (http/server-render.ts).
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { localizedMessage } from '@arena/contract';
import type { LanguageCode } from '@arena/domain';
import type { ChangeFeed } from '../db/change-feed';
import { errorBody } from './error-handler';
import { loadSiteShell, readerLanguage, sendHtml } from './server-render';

/** Paths the server owns: never answered with the site's HTML. */
const serverPrefixes = ['/api', '/sandbox'];
/**
 * The tracking endpoints (spec §7 browser redirects) share their paths with the site's tracking pages;
 * a full page load of these two must reach the server, or the page would redirect to itself forever.
 * `/utm/referral/:code` is the site's page and gets the fallback.
 */
const serverPaths = ['/utm/record', '/utm/referral'];

const immutable = 'public, max-age=31536000, immutable';
const revalidate = 'no-cache';

const notBuiltPage = `<!doctype html>
<html lang="en">
<meta charset="utf-8">
<title>Arena: the site is not built</title>
<h1>The site is not built</h1>
<p>Run <code>npm run build</code> (or <code>npm start</code>, which builds it first), then reload this page.</p>
</html>
`;

export async function registerSite(
  app: FastifyInstance,
  siteDir: string,
  changes?: ChangeFeed,
  /** Tags a page's address adds to `<head>` (server-render.ts loadSiteShell). */
  pageHead?: (requestUrl: string, language: LanguageCode) => Promise<string>,
) {
  const built = existsSync(path.join(siteDir, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: siteDir,
      preCompressed: true,
      index: false,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        const relative = path.relative(siteDir, filePath).split(path.sep).join('/');
        reply.header('cache-control', relative.startsWith('assets/') ? immutable : revalidate);
      },
    });
  }

  const site = built ? await loadSiteShell(siteDir, app.log, changes, pageHead) : null;

  const answerPage = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!built) {
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(notBuiltPage);
    }
    if (!site) return reply.code(200).sendFile('index.html');
    // spec §2: a visitor on an authenticated page goes to /join, remembering it; sent by the server, a
    // visitor never downloads the app only to be sent on by it (issue 15, decision 0031). The sign-in page
    // is the answer itself, its address shown by its loader before the first paint: a redirect cost a
    // phone a round trip more before anything showed (decision 0041). A redirect when it cannot render.
    const signIn = site.signInRedirect(request);
    if (signIn) {
      const joinPage = await site.render(app, request, signIn);
      if (joinPage) {
        // The sign-in page is not this address's content: not for a search engine's index.
        reply.header('x-robots-tag', 'noindex');
        return sendHtml(request, reply, joinPage);
      }
      return reply
        .code(302)
        .header('location', signIn)
        .header('cache-control', 'no-cache')
        .header('vary', 'Cookie')
        .send();
    }
    // A visitor's public page is rendered with its data; any other page is the shell in the reader's language.
    const rendered = await site.render(app, request);
    if (rendered) return sendHtml(request, reply, rendered);
    // A path that is no page gets the not-found page (the app's) with a 404, not a soft 200.
    const language = readerLanguage(request);
    return sendHtml(request, reply, site.isPage(request) ? site.shell(language) : site.notFound(language));
  };

  // `/` is a page like any other, not the static index file.
  if (built) app.get('/', answerPage);
  app.setNotFoundHandler(async (request, reply) => {
    if (!isPageRequest(request)) return reply.code(404).send(errorBody(localizedMessage('request.notFound')));
    return answerPage(request, reply);
  });
}

function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?', 1)[0] ?? '/';
  if (serverPrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))) return false;
  if (serverPaths.includes(pathname)) return false;
  // Browsers navigating send text/html; a missing script or image (Accept: */*) gets a 404.
  return pathname === '/' || (request.headers.accept ?? '').includes('text/html');
}
