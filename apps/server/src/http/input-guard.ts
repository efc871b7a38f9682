// One guard in front of every route (issue 9, finding 7): text a client sends never carries NUL or
// other control characters into a handler, a query or the database, and a URL whose percent-encoding
// does not decode is refused before routing. Registered once at the root, so it covers the API, the
// sandbox pages, the webhooks and routes added later; what it refuses is a 400 through the route's
// own error handler (the login's single answer, the payments' envelope).
//
// Where a control character is legitimate:
// - query strings, path parameters and header values: never (ids, emails, tokens, codes are one
//   line; HTTP itself allows only the horizontal tab in a header value, so the tab stays there);
// - strings in a parsed body (JSON, form posts): tab, carriage return and line feed (a contact
//   message or an operator's description has lines), no other C0 character and no DEL;
// - a raw text body (the payment webhooks keep theirs unparsed to check its signature): a NUL is
//   refused, since JSON cannot carry one unescaped; anything else is the parser's business after
//   the signature, and what it lets through the database refuses (error-handler.ts maps that).
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { httpError } from './http-error';

/* eslint-disable no-control-regex -- finding control characters is what these are for */
/** C0 controls and DEL: nothing a one-line value may hold. */
const lineControl = /[\u0000-\u001f\u007f]/;
/** C0 controls but tab, CR and LF, and DEL: nothing body text may hold. */
const textControl = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/** C0 controls but tab, and DEL (RFC 9110 §5.5 field values). */
const headerControl = /[\u0000-\u0008\u000a-\u001f\u007f]/;
/* eslint-enable no-control-regex */
/** How deep a body is walked; deeper nesting is refused rather than recursed into. */
const maxDepth = 32;

export const controlCharacters = () => httpError(400, 'request.controlCharacters');
export const malformedEncoding = () => httpError(400, 'request.malformedEncoding');

export function registerInputGuard(app: FastifyInstance): void {
  // Callback hooks, not async ones: every request passes here, and a promise each is measurable (issue 35).
  // Before routing has consequences: the URL and headers of every request, a 404 included.
  app.addHook('onRequest', (request, _reply, done) => {
    try {
      checkUrl(request.url);
      checkHeaders(request);
    } catch (error) {
      return done(error as Error);
    }
    done();
  });
  // After parsing: the body, and the decoded params and query the handler will read.
  app.addHook('preValidation', (request, _reply, done) => {
    try {
      checkValue(request.params, lineControl, 0);
      checkValue(request.query, lineControl, 0);
      if (typeof request.body === 'string') {
        if (request.body.includes('\u0000')) throw controlCharacters();
      } else {
        checkValue(request.body, textControl, 0);
      }
    } catch (error) {
      return done(error as Error);
    }
    done();
  });
}

/** Refuses a path or query whose percent-encoding does not decode, or that decodes to a control character. */
export function checkUrl(url: string): void {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? '' : url.slice(queryAt + 1);
  checkEncoded(path);
  for (const pair of query.split('&')) {
    for (const part of pair.split('=')) checkEncoded(part.replaceAll('+', ' '));
  }
}

function checkEncoded(text: string): void {
  if (text === '') return;
  if (lineControl.test(text)) throw controlCharacters();
  if (!text.includes('%')) return;
  let decoded: string;
  try {
    decoded = decodeURIComponent(text);
  } catch {
    throw malformedEncoding();
  }
  if (lineControl.test(decoded)) throw controlCharacters();
}

function checkHeaders(request: FastifyRequest): void {
  if (headersHoldControls(request.headers)) throw controlCharacters();
}

/** True when a header value holds a control character other than tab (the guard answers 400 then). */
export function headersHoldControls(headers: IncomingHttpHeaders): boolean {
  for (const name in headers) {
    const value = headers[name];
    if (typeof value === 'string') {
      if (headerControl.test(value)) return true;
    } else if (Array.isArray(value)) {
      if (value.some((item) => headerControl.test(item))) return true;
    }
  }
  return false;
}

function checkValue(value: unknown, control: RegExp, depth: number): void {
  if (typeof value === 'string') {
    if (control.test(value)) throw controlCharacters();
    return;
  }
  if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) return;
  if (depth >= maxDepth) throw httpError(400, 'request.tooDeep');
  if (Array.isArray(value)) {
    for (const item of value) checkValue(item, control, depth + 1);
    return;
  }
  for (const [key, item] of Object.entries(value)) {
    if (lineControl.test(key)) throw controlCharacters();
    checkValue(item, control, depth + 1);
  }
}
