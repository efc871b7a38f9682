// `npm run screenshots`: photographs every page of the site at 390, 1024, 1280 and 1440 px in English and
// Arabic, as a visitor, a player and an operator, on a fresh demo database, into docs/screenshots/ (JPEG,
// whole page) with an index (docs/screenshots/README.md) the README links to. Run after a visual change
// and commit the result; reviewers compare the pictures in the diff.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
import { chromium } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { chromiumArgs, chromiumEnv, chromiumPath } from './chromium.mjs';
import { repoRoot } from './site-build.mjs';

const widths = [390, 1024, 1280, 1440] as const;
const languages = ['en', 'ar'] as const;
const outDir = path.join(repoRoot, 'docs/screenshots');
const player = { email: 'player@arena.gg', password: 'arena-demo-2026' };
const admin = { email: 'admin@arena.gg', password: 'arena-admin-2026' };
/** The demo admin's authenticator key (README): operators sign in with a second factor (decision 0046). */
const adminTotpKey = 'ARENADEMOADMINTOTPKEYTWOZEROTWO6';

type Who = 'visitor' | 'player' | 'admin';
type Shot = { name: string; title: string; url: string; who: Who };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function json<T>(base: string, url: string, init: { token?: string; body?: unknown } = {}): Promise<T> {
  const answer = await fetch(`${base}${url}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  if (!answer.ok) throw new Error(`${url}: ${answer.status} ${await answer.text()}`);
  return (await answer.json()) as T;
}

async function startServer(): Promise<{ base: string; stop: () => void }> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'arena-shots-'));
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://localhost:${port}`,
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_SCALE: '100',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`The server exited with ${server.exitCode}`);
    if (Date.now() > deadline) throw new Error('The server did not start in 5 minutes');
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return {
    base: `http://localhost:${port}`,
    stop: () => {
      server.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function shotsFor(base: string, playerToken: string): Promise<Shot[]> {
  const api = base.replace('localhost', '127.0.0.1');
  const me = await json<{ data: { user: { id: string } } }>(api, '/api/users/me', { token: playerToken });
  const games = await json<{ data: { id: string; name: string }[] }>(api, '/api/game', {
    token: playerToken,
  });
  const firstGame = games.data[0]!;
  const list = await json<{ data: { id: string }[] }>(api, `/api/challenge/list?gameId=${firstGame.id}`, {
    token: playerToken,
  });
  const challengeId = list.data[0]?.id;
  const shots: Shot[] = [
    { name: 'landing', title: 'Landing', url: '/', who: 'visitor' },
    { name: 'about', title: 'About', url: '/about', who: 'visitor' },
    { name: 'contact', title: 'Contact', url: '/contact', who: 'visitor' },
    { name: 'privacy', title: 'Privacy', url: '/privacy', who: 'visitor' },
    { name: 'terms', title: 'Terms', url: '/terms', who: 'visitor' },
    { name: 'join', title: 'Join (sign in / register)', url: '/join', who: 'visitor' },
    {
      name: 'public-profile',
      title: 'Public profile',
      url: `/public-profile/${me.data.user.id}`,
      who: 'visitor',
    },
    { name: 'not-found', title: 'Not found', url: '/no-such-page', who: 'visitor' },
    {
      name: 'unsubscribe',
      title: 'Unsubscribe (from a notification mail)',
      url: '/unsubscribe?token=from-the-mail',
      who: 'visitor',
    },
    { name: 'landing-signed-in', title: 'Landing, signed in', url: '/', who: 'player' },
    { name: 'challenges', title: 'Challenges (featured, no game chosen)', url: '/challenges', who: 'player' },
    {
      name: 'challenges-game',
      title: `Challenges of ${firstGame.name}`,
      url: `/challenges/${firstGame.id}`,
      who: 'player',
    },
    ...(challengeId
      ? [
          {
            name: 'challenge',
            title: 'Challenge detail',
            url: `/challenge/${challengeId}`,
            who: 'player' as const,
          },
        ]
      : []),
    { name: 'profile', title: 'Profile', url: '/profile', who: 'player' },
    {
      name: 'notifications',
      title: 'Notifications (inbox and email setting)',
      url: '/notifications',
      who: 'player',
    },
    { name: 'referral', title: 'Referrals', url: '/referral', who: 'player' },
    { name: 'store', title: 'Store', url: '/store', who: 'player' },
    { name: 'store-pack', title: 'Store, one pack', url: '/store/gcoin5', who: 'player' },
    { name: 'wallet', title: 'Wallet', url: '/wallet', who: 'player' },
    { name: 'transactions', title: 'Transactions', url: '/wallet/transactions', who: 'player' },
    { name: 'payment-failed', title: 'Payment failed', url: '/payments/failed', who: 'player' },
    { name: 'admin-overview', title: 'Console: overview and ledger', url: '/admin', who: 'admin' },
    { name: 'admin-challenges', title: 'Console: challenges', url: '/admin/challenges', who: 'admin' },
    {
      name: 'admin-challenge-new',
      title: 'Console: new challenge',
      url: '/admin/challenges/new',
      who: 'admin',
    },
    { name: 'admin-games', title: 'Console: games', url: '/admin/games', who: 'admin' },
    { name: 'admin-passports', title: 'Console: passports', url: '/admin/passports', who: 'admin' },
    { name: 'admin-payouts', title: 'Console: payouts', url: '/admin/payouts', who: 'admin' },
    { name: 'admin-players', title: 'Console: players', url: '/admin/players', who: 'admin' },
    {
      name: 'admin-player',
      title: 'Console: a player',
      url: `/admin/players/${me.data.user.id}`,
      who: 'admin',
    },
    { name: 'admin-audit-log', title: 'Console: audit log', url: '/admin/audit-log', who: 'admin' },
  ];
  return shots;
}

async function photograph(browser: Browser, base: string, shots: Shot[], tokens: Record<Who, string | null>) {
  for (const language of languages) {
    for (const width of widths) {
      const dir = path.join(outDir, language, String(width));
      mkdirSync(dir, { recursive: true });
      for (const who of ['visitor', 'player', 'admin'] as const) {
        const context = await browser.newContext({
          viewport: { width, height: 900 },
          reducedMotion: 'reduce',
        });
        await context.addInitScript(
          ([lang, token]) => {
            localStorage.setItem('language', lang!);
            if (token) localStorage.setItem('token', token);
          },
          [language, tokens[who]],
        );
        const page = await context.newPage();
        for (const shot of shots.filter((s) => s.who === who)) {
          await page.goto(`${base}${shot.url}`, { waitUntil: 'networkidle' });
          await page.evaluate(() => document.fonts.ready);
          await page.waitForTimeout(300);
          await page.screenshot({
            path: path.join(dir, `${shot.name}.jpg`),
            fullPage: true,
            type: 'jpeg',
            quality: 60,
            animations: 'disabled',
          });
          process.stdout.write('.');
        }
        await context.close();
      }
    }
  }
  process.stdout.write('\n');
}

function writeIndex(shots: Shot[]) {
  const lines = [
    '# Screenshots',
    '',
    'Every page at 390, 1024, 1280 and 1440 px, in English and Arabic, as a visitor, a player (the demo',
    'player) and an operator (the demo admin), on a fresh demo database. Made by `npm run screenshots`',
    '(it builds nothing itself: run `npm run build` first if the site changed).',
    '',
    '| Page | Who | English | Arabic |',
    '|---|---|---|---|',
    ...shots.map(
      (shot) =>
        `| ${shot.title} | ${shot.who} | ${widths.map((w) => `[${w}](en/${w}/${shot.name}.jpg)`).join(' ')} | ${widths
          .map((w) => `[${w}](ar/${w}/${shot.name}.jpg)`)
          .join(' ')} |`,
    ),
    '',
  ];
  writeFileSync(path.join(outDir, 'README.md'), lines.join('\n'));
}

const server = await startServer();
// Only the bundled fonts (docs/decisions/0054): the committed pictures do not depend on the host's font packages.
const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: chromiumArgs,
  env: chromiumEnv(),
});
try {
  const api = server.base.replace('localhost', '127.0.0.1');
  const login = async (who: { email: string; password: string }) => {
    const answer = await json<{ access_token?: string; mfaToken?: string }>(api, '/api/auth/login', {
      body: who,
    });
    if (answer.access_token) return answer.access_token;
    const code = new TOTP({ secret: Secret.fromBase32(adminTotpKey), digits: 6, period: 30 }).generate();
    const body = { mfaToken: answer.mfaToken, code };
    return (await json<{ access_token: string }>(api, '/api/auth/mfa/verify', { body })).access_token;
  };
  const tokens = { visitor: null, player: await login(player), admin: await login(admin) };
  const shots = await shotsFor(server.base, tokens.player);
  // SHOTS_ONLY=notifications,unsubscribe photographs those pages again and keeps the others' pictures.
  const only = process.env.SHOTS_ONLY?.split(',').map((name) => name.trim());
  const taken = only ? shots.filter((shot) => only.includes(shot.name)) : shots;
  if (!only) {
    rmSync(path.join(outDir, 'en'), { recursive: true, force: true });
    rmSync(path.join(outDir, 'ar'), { recursive: true, force: true });
  }
  await photograph(browser, server.base, taken, tokens);
  writeIndex(shots);
  console.log(
    `${taken.length} pages × ${widths.length} widths × ${languages.length} languages in docs/screenshots`,
  );
} finally {
  await browser.close();
  server.stop();
}
