// The pages' social tags (issue 33, docs/decisions/0067-share-cards.md): the public profile (server-rendered)
// and a challenge's page (a visitor, a crawler, gets the sign-in page for it) carry og:title, og:description,
// og:image (the share card, an absolute address on PUBLIC_URL, in the page's language) and twitter:card.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { insertChallenge, setScore } from './support/challenge-fixtures';
import { testConfig } from './support/test-config';
import { createTestDatabase, type TestDatabase } from './support/test-db';
import { insertTestUser, type TestUser } from './support/users-fixtures';

const indexHtml =
  '<!doctype html><html lang="en" dir="ltr"><head><title>Arena</title></head><body><div id="root"></div></body></html>';

// A stand-in for apps/site/dist-ssr/entry-server.js: the public profile and /join are rendered, a visitor on a
// challenge's page gets /join (as the site's guard does).
const renderer = `
export function isServerRendered(pathname) { return pathname === '/join' || pathname.startsWith('/public-profile/'); }
export function isPage() { return true; }
export function signInRedirect(url) {
  return url.startsWith('/challenge/') ? '/join?' + new URLSearchParams({ from: url }) : null;
}
export async function render({ url, language }) {
  return { status: 200, html: '<main>' + url + '</main>', head: '<title>' + url + '</title>', lang: language,
    dir: language === 'ar' || language === 'ur' ? 'rtl' : 'ltr', data: {} };
}`;

const hour = 3_600_000;
let database: TestDatabase;
let app: FastifyInstance;
let layla: TestUser;
let omar: TestUser;
let finished: string;
let upcoming: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const config = testConfig({ PUBLIC_URL: 'https://arena.example' });
  mkdirSync(config.siteDir, { recursive: true });
  writeFileSync(path.join(config.siteDir, 'index.html'), indexHtml);
  const rendererDir = path.join(config.siteDir, '..', 'dist-ssr');
  mkdirSync(rendererDir, { recursive: true });
  writeFileSync(path.join(rendererDir, 'entry-server.js'), renderer);
  app = await buildApp(config, { database });
  layla = await insertTestUser(database, config.jwtSecret, {
    name: 'ليلى الحربي',
    xp: 42_000,
    stats: stats(24, 15),
  });
  omar = await insertTestUser(database, config.jwtSecret, { name: 'Omar "O" <Said>', xp: 500 });
  finished = await insertChallenge(database, {
    title: 'Valorant Premier Cup',
    start: new Date(Date.now() - 80 * hour),
    status: 2,
  });
  await database.query('update challenges set finished_at = now() where id = $1', [finished]);
  for (const [player, score] of [
    [layla, 900],
    [omar, 1_200],
  ] as const) {
    await database.query('insert into challenge_participants (challenge_id, user_id) values ($1, $2)', [
      finished,
      player.id,
    ]);
    await setScore(database, finished, player.id, score, 2);
  }
  await database.query(
    `insert into challenge_winners (challenge_id, user_id, rank, prize_cents)
     select $1, user_id, row_number() over (order by score desc), 0 from challenge_participants where challenge_id = $1`,
    [finished],
  );
  upcoming = await insertChallenge(database, {
    title: 'Friday Night Scrim',
    start: new Date(Date.now() + hour),
  });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

function stats(total: number, won: number) {
  return { total, won, lost: total - won, earningsCents: 0 };
}

const page = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ url, headers: { accept: 'text/html', ...headers } });

/** The social tags of a page, by property or name. */
function tags(html: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const match of html.matchAll(/<meta (?:property|name)="((?:og|twitter):[^"]+)" content="([^"]*)">/g)) {
    found[match[1]!] = match[2]!;
  }
  return found;
}

describe('social tags', () => {
  it('gives the public profile its title, description and share card in the reader’s language', async () => {
    const response = await page(`/public-profile/${layla.id}`, { cookie: 'arena_lang=ar' });
    expect(response.statusCode).toBe(200);
    expect(tags(response.body)).toEqual({
      'og:site_name': 'Arena',
      'og:type': 'website',
      'og:title': 'ليلى الحربي على Arena',
      'og:description': 'المستوى 83 · خبير · 15 انتصارات على Arena. شاهد تحديات ليلى الحربي ونتائجه.',
      'og:url': `https://arena.example/public-profile/${layla.id}`,
      'og:image': `https://arena.example/api/share/profile/${layla.id}/card?lang=ar`,
      'og:image:type': 'image/png',
      'og:image:width': '1200',
      'og:image:height': '630',
      'og:image:alt': 'ليلى الحربي على Arena',
      'twitter:card': 'summary_large_image',
      'twitter:title': 'ليلى الحربي على Arena',
      'twitter:description': 'المستوى 83 · خبير · 15 انتصارات على Arena. شاهد تحديات ليلى الحربي ونتائجه.',
      'twitter:image': `https://arena.example/api/share/profile/${layla.id}/card?lang=ar`,
    });
    // The tags sit in <head>, once.
    const head = response.body.slice(0, response.body.indexOf('</head>'));
    expect(head.match(/og:image"/g)).toHaveLength(1);
    // The card the tag names answers.
    const card = await app.inject({ url: `/api/share/profile/${layla.id}/card?lang=ar` });
    expect(card.statusCode).toBe(200);
    expect(card.headers['content-type']).toBe('image/png');
  });

  it('escapes a name in the tags', async () => {
    const response = await page(`/public-profile/${omar.id}`);
    expect(tags(response.body)['og:title']).toBe('Omar &quot;O&quot; &lt;Said&gt; on Arena');
  });

  it('gives a shared result’s address (?player=) the player’s result card, on the page a visitor gets', async () => {
    const response = await page(`/challenge/${finished}?player=${layla.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<main>/join?from=');
    expect(tags(response.body)).toMatchObject({
      'og:title': 'ليلى الحربي: 2nd place in Valorant Premier Cup',
      'og:description': 'Valorant challenge on Arena · Score 900',
      'og:url': `https://arena.example/challenge/${finished}?player=${layla.id}`,
      'og:image': `https://arena.example/api/share/challenge/${finished}/players/${layla.id}/card?lang=en`,
      'twitter:card': 'summary_large_image',
    });
  });

  it('gives a finished challenge’s page the winner’s card, an upcoming one a small summary without an image', async () => {
    const done = tags((await page(`/challenge/${finished}`, { 'accept-language': 'hi' })).body);
    expect(done).toMatchObject({
      'og:title': 'Arena पर Valorant Premier Cup',
      'og:description': 'Test challenge',
      'og:image': `https://arena.example/api/share/challenge/${finished}/players/${omar.id}/card?lang=hi`,
      'twitter:card': 'summary_large_image',
    });
    const soon = tags((await page(`/challenge/${upcoming}`)).body);
    expect(soon['og:title']).toBe('Friday Night Scrim on Arena');
    expect(soon['twitter:card']).toBe('summary');
    expect(soon['og:image']).toBeUndefined();
  });

  it('adds nothing for an unknown profile or challenge, or a player without a result', async () => {
    const unknown = '3f0f6c1e-0000-4000-8000-000000000000';
    expect(tags((await page(`/public-profile/${unknown}`)).body)).toEqual({});
    expect(tags((await page(`/challenge/${unknown}`)).body)).toEqual({});
    expect(tags((await page('/challenge/not-an-id')).body)).toEqual({});
    const stranger = tags((await page(`/challenge/${upcoming}?player=${layla.id}`)).body);
    expect(stranger['og:image']).toBeUndefined();
    expect(stranger['og:title']).toBe('Friday Night Scrim on Arena');
  });
});
