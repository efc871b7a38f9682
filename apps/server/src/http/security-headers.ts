// Security headers on every response: API, static files, 404s and errors alike (helmet's onRequest
// hook writes them onto the raw response before a route or an error handler runs).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

export const contentSecurityPolicyDirectives = {
  defaultSrc: ["'self'"],
  // No inline scripts but the loader's, by its hash (securityHeaderOptions): the site's bundle is a
  // file, and operator HTML is sanitised (DOMPurify).
  scriptSrc: ["'self'"],
  // Emotion injects <style> tags at run time; a nonce would need a per-request HTML rewrite.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  // The service worker (/sw.js) and the web app manifests (/manifest/<lang>.webmanifest) are the site's own
  // files (decision 0068); said outright rather than left to default-src.
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/**
 * `inlineScripts`: the sha256 hashes (base64) of the inline scripts the site serves: the server-rendered
 * pages' loader (server-render.ts, decision 0040), a fixed file of the build, so the policy stays fixed.
 */
export function securityHeaderOptions(
  publicUrl: string,
  inlineScripts: readonly string[] = [],
): HelmetOptions {
  const https = publicUrl.startsWith('https://');
  const scriptSrc = [
    ...contentSecurityPolicyDirectives.scriptSrc,
    ...inlineScripts.map((hash) => `'sha256-${hash}'`),
  ];
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { ...contentSecurityPolicyDirectives, scriptSrc },
    },
    xContentTypeOptions: true,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    // Over plain http (local runs) HSTS would pin localhost to https for a year: only when public.
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  };
}

/**
 * Writes the headers onto every response from an onRequest hook. The policy is fixed (no nonces), so
 * helmet runs ONCE, here, onto a recorder, and each request gets the recorded headers: @fastify/helmet
 * built helmet again (parsing the policy) on every request, half of a cached public read's time
 * (docs/benchmarks.md "Challenges").
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  publicUrl: string,
  inlineScripts: readonly string[] = [],
): void {
  const headers = securityHeaders(publicUrl, inlineScripts);
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}

/** The headers helmet writes for these options, in its order. */
export function securityHeaders(
  publicUrl: string,
  inlineScripts: readonly string[] = [],
): [string, string][] {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: unknown) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
  } as unknown as ServerResponse;
  let failed: unknown;
  helmet(securityHeaderOptions(publicUrl, inlineScripts))(
    {} as IncomingMessage,
    recorder,
    (error?: unknown) => {
      failed = error;
    },
  );
  if (failed) throw failed instanceof Error ? failed : new Error(String(failed));
  return [...headers];
}
