// A signed-in browser for the web benchmarks (BENCH_SIGNED_IN=1, bench/web.ts): the seeded demo player
// signs in through the API, and the browser Lighthouse drives is given the session as the site keeps it
// (apps/site/src/session/token-storage.ts): the access token in local storage, the `arena_signed_in`
// cookie that makes the server answer the single-page shell, and the cookies the sign-in set (the
// refresh credential, scoped to /api/auth, and the device cookie). Lighthouse clears neither local
// storage nor cookies before a run (its clearStorageTypes), so what is set here is what the page meets.
import puppeteer from 'puppeteer-core';

/** The seeded demo player (apps/server/src/seed/demo-players.ts demoPlayerAccount). */
const demoPlayer = { email: 'player@arena.gg', password: 'arena-demo-2026' } as const;

/** Access tokens live 15 minutes: one older than this is replaced before the next run. */
const tokenMaxAgeMs = 10 * 60_000;

type Cookie = {
  name: string;
  value: string;
  path: string;
  httpOnly: boolean;
  secure: boolean;
  sameSite?: 'Strict' | 'Lax' | 'None';
};

export interface BrowserSession {
  token: string;
  /** The cookies the sign-in answer set (refresh credential, device cookie). */
  cookies: Cookie[];
  signedInAt: number;
}

/** One `Set-Cookie` header as the browser would keep it. */
function parseSetCookie(header: string): Cookie {
  const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
  const equals = pair.indexOf('=');
  const cookie: Cookie = {
    name: pair.slice(0, equals),
    value: pair.slice(equals + 1),
    path: '/',
    httpOnly: false,
    secure: false,
  };
  for (const attribute of attributes) {
    const [key = '', value = ''] = attribute.split('=');
    const name = key.toLowerCase();
    if (name === 'path') cookie.path = value;
    else if (name === 'httponly') cookie.httpOnly = true;
    else if (name === 'secure') cookie.secure = true;
    else if (name === 'samesite')
      cookie.sameSite = (value.charAt(0).toUpperCase() + value.slice(1).toLowerCase()) as Cookie['sameSite'];
  }
  return cookie;
}

/** Signs the demo player in through POST /api/auth/login. */
export async function signInDemoPlayer(origin: string): Promise<BrowserSession> {
  const answer = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(demoPlayer),
  });
  if (!answer.ok)
    throw new Error(`the demo player could not sign in: ${answer.status} ${await answer.text()}`);
  const { access_token: token } = (await answer.json()) as { access_token: string };
  return { token, cookies: answer.headers.getSetCookie().map(parseSetCookie), signedInAt: Date.now() };
}

/** The session, signed in again once its access token is older than 10 minutes. */
export async function freshSession(origin: string, session: BrowserSession | null): Promise<BrowserSession> {
  return session && Date.now() - session.signedInAt < tokenMaxAgeMs ? session : signInDemoPlayer(origin);
}

/**
 * Gives the browser at `port` the session for `origin` in `language`: local storage (token, language)
 * through a page on the origin, then the cookies. The page is closed before Lighthouse opens its own.
 */
export async function giveSession(
  port: number,
  origin: string,
  session: BrowserSession,
  language: string,
): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
  try {
    const page = await browser.newPage();
    // A small answer of the origin (no page, no script of the site), only to reach its storage.
    await page.goto(`${origin}/api/health`);
    await page.evaluate(
      (token, chosen) => {
        localStorage.clear();
        localStorage.setItem('token', token);
        localStorage.setItem('language', chosen);
      },
      session.token,
      language,
    );
    const domain = new URL(origin).hostname;
    await browser.setCookie(
      ...[
        ...session.cookies,
        { name: 'arena_signed_in', value: '1', path: '/', httpOnly: false, secure: false },
        { name: 'arena_lang', value: language, path: '/', httpOnly: false, secure: false },
      ].map((cookie) => ({ ...cookie, domain })),
    );
    await page.close();
  } finally {
    await browser.disconnect();
  }
}
