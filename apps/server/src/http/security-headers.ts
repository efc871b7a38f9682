// Security headers on every response: API, static files, 404s and errors alike (helmet's onRequest
// hook writes them onto the raw response before a route or an error handler runs).
import type { FastifyHelmetOptions } from '@fastify/helmet';

export const contentSecurityPolicyDirectives = {
  defaultSrc: ["'self'"],
  // No inline scripts: the site's bundle is a file, and operator HTML is sanitised (DOMPurify).
  scriptSrc: ["'self'"],
  // Emotion injects <style> tags at run time; a nonce would need a per-request HTML rewrite.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

export function securityHeaderOptions(publicUrl: string): FastifyHelmetOptions {
  const https = publicUrl.startsWith('https://');
  return {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicyDirectives },
    xContentTypeOptions: true,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    // Over plain http (local runs) HSTS would pin localhost to https for a year: only when public.
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  };
}
