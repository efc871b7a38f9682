// The sandbox pages (outbox, consent): plain server-rendered HTML, every value escaped, no script
// (the Content-Security-Policy allows none inline), styles inline (allowed for Emotion anyway).
import type { FastifyInstance, FastifyReply } from 'fastify';
import { escapeHtml } from '../mail/escape-html';

export { escapeHtml };

const styles = `
  body { font-family: system-ui, sans-serif; margin: 0 auto; max-width: 48rem; padding: 1.5rem; line-height: 1.5; color: #1b1530; }
  .banner { background: #fff4d6; border: 1px solid #e2b93b; padding: .5rem .75rem; border-radius: .5rem; }
  article, fieldset { border: 1px solid #d6d1e6; border-radius: .5rem; padding: 1rem; margin: 1rem 0; }
  pre { white-space: pre-wrap; word-break: break-word; font-family: inherit; margin: .5rem 0 0; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; margin: 0; }
  dt { font-weight: 600; } dd { margin: 0; }
  label { display: block; margin: .25rem 0; }
  input[type=text], input[type=email] { font: inherit; padding: .25rem .5rem; width: 100%; max-width: 24rem; box-sizing: border-box; }
  button { font: inherit; padding: .5rem 1.25rem; margin-inline-end: .5rem; border-radius: .5rem; border: 1px solid #5b3fd1; cursor: pointer; }
  button[value=approve] { background: #5b3fd1; color: #fff; } button[value=deny] { background: #fff; color: #5b3fd1; }
`;

export function sandboxPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${styles}</style>
</head>
<body>
<header><p class="banner">Sandbox: nothing on this page reaches a real provider.</p></header>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>
`;
}

/** Escapes text and turns each http(s) URL in it into a link (the verification link in a mail). */
export function linkify(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"']+)/g)
    .map((part, index) =>
      index % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part),
    )
    .join('');
}

/** The sandbox pages post plain HTML forms: parses their bodies into a flat record of strings. */
export function acceptFormPosts(scope: FastifyInstance, bodyLimit: number): void {
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
}

/** Sends a sandbox page, never cached (each one shows a single request's state). */
export function sendHtml(reply: FastifyReply, code: number, page: string) {
  return reply.code(code).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page);
}

/** A refused request: a 400 page that says why. */
export function sendRefusal(reply: FastifyReply, title: string, message: string) {
  return sendHtml(reply, 400, sandboxPage(title, `<p>${escapeHtml(message)}</p>`));
}
