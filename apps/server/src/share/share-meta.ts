// The social tags of the pages a player shares (issue 33): Open Graph and Twitter's large summary card on
// the public profile (server-rendered for visitors) and on a challenge's page, which a visitor (a crawler)
// gets as the sign-in page (decision 0041): the server adds the tags to whatever page answers that address,
// in the page's language, with the share card as the image (an absolute address on the public origin).
// `/challenge/:id?player=<userId>` (what "Share my result" shares) shows that player's result.
import {
  shareCardPaths,
  shareCardSize,
  sharedPlayerParam,
  type Challenge,
  type ChallengeDetailResponse,
} from '@arena/contract';
import type { LanguageCode } from '@arena/domain';
import { z } from 'zod';
import type { Database } from '../db/database';
import { readChallenge } from '../challenges/challenge-repository';
import { httpError } from '../http/http-error';
import type { PublicCache } from '../public/public-cache';
import { escapeXml } from './card-text';
import { wordsFor, type Words } from './card-words';
import { profileForCard, resultForCard, type ChallengeResult } from './share-card-data';

export interface SocialTags {
  title: string;
  description: string;
  /** The page's own address. */
  url: string;
  /** The card's address; without one the page gets Twitter's small summary. */
  image?: string;
  imageAlt?: string;
}

const profilePath = /^\/public-profile\/([^/?#]+)\/?$/;
const challengePath = /^\/challenge\/([^/?#]+)\/?$/;

/** Renders the tags as HTML for `<head>`. */
export function socialTagsHtml(tags: SocialTags): string {
  const meta = (attribute: 'property' | 'name', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeXml(value)}">`;
  const parts = [
    meta('property', 'og:site_name', 'Arena'),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:title', tags.title),
    meta('property', 'og:description', tags.description),
    meta('property', 'og:url', tags.url),
    meta('name', 'twitter:card', tags.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', tags.title),
    meta('name', 'twitter:description', tags.description),
  ];
  if (tags.image) {
    parts.push(
      meta('property', 'og:image', tags.image),
      meta('property', 'og:image:type', 'image/png'),
      meta('property', 'og:image:width', String(shareCardSize.width)),
      meta('property', 'og:image:height', String(shareCardSize.height)),
      meta('property', 'og:image:alt', tags.imageAlt ?? tags.title),
      meta('name', 'twitter:image', tags.image),
    );
  }
  return parts.join('');
}

export function createShareHead(deps: { database: Database; cache: PublicCache; publicUrl: string }) {
  const { database, cache, publicUrl } = deps;
  const absolute = (path: string, language: LanguageCode) => `${publicUrl}${path}?lang=${language}`;

  const profileTags = async (id: string, language: LanguageCode, url: string): Promise<SocialTags> => {
    const profile = await profileForCard(database, cache, decodeURIComponent(id));
    const words = wordsFor(language);
    const info = profile.levelInfo;
    return {
      title: words.profileTitle(profile.name),
      description: words.meta('profileDescription', {
        name: profile.name,
        level: words.number(info.currentLevel),
        tier: words.tier(info),
        wins: words.number(profile.wins),
      }),
      url,
      image: absolute(shareCardPaths.profile(profile.id), language),
    };
  };

  const challengeTags = async (
    id: string,
    player: string | null,
    language: LanguageCode,
    url: string,
  ): Promise<SocialTags> => {
    const challengeId = decodeURIComponent(id);
    const challenge = await challengeFor(database, cache, challengeId, language);
    const words = wordsFor(language);
    const gameName = await gameNameOf(database, challenge.gameId);
    // The shared player's result; else, once finished, the winner's.
    const shown = player ?? (challenge.status === 2 ? (challenge.winners[0]?.id ?? null) : null);
    const result = shown
      ? await resultForCard(database, cache, challengeId, shown, language).catch(() => null)
      : null;
    if (result && player) return resultTags(result, words, url, absolute(resultPath(result), language));
    return {
      title: words.meta('challengeTitle', { title: challenge.title }),
      description: challenge.shortDescription || words.meta('challengeDescription', { game: gameName }),
      url,
      ...(result ? { image: absolute(resultPath(result), language) } : {}),
    };
  };

  /** The tags for a page request (path and query), or '' for any other page or an unknown id. */
  return async function shareHead(requestUrl: string, language: LanguageCode): Promise<string> {
    const [path = '/', query = ''] = requestUrl.split('?', 2);
    const url = `${publicUrl}${requestUrl}`;
    try {
      const profile = profilePath.exec(path);
      if (profile?.[1]) return socialTagsHtml(await profileTags(profile[1], language, url));
      const challenge = challengePath.exec(path);
      if (challenge?.[1]) {
        const player = new URLSearchParams(query).get(sharedPlayerParam);
        return socialTagsHtml(await challengeTags(challenge[1], player, language, url));
      }
    } catch {
      // An unknown profile or challenge: the page says so itself; no tags.
    }
    return '';
  };
}

export type ShareHead = ReturnType<typeof createShareHead>;

const resultPath = (result: ChallengeResult) => shareCardPaths.result(result.challengeId, result.userId);

function resultTags(result: ChallengeResult, words: Words, url: string, image: string): SocialTags {
  const place = result.rank === null ? words.card('excluded') : words.place(result.rank);
  return {
    title: words.meta('resultTitle', { name: result.name, place, title: result.title }),
    description: words.meta('resultDescription', {
      game: result.gameName,
      score: words.number(result.score),
    }),
    url,
    image,
  };
}

/** The challenge as GET /api/challenge/:id answers a visitor: the same cache entry. */
async function challengeFor(
  database: Database,
  cache: PublicCache,
  challengeId: string,
  language: LanguageCode,
): Promise<Challenge> {
  if (!z.uuid().safeParse(challengeId).success) throw httpError(404, 'enroll.notFound');
  const answer = await cache.get(
    `challenge:${language}:${challengeId}`,
    [`challenge:${challengeId}`, 'players'],
    async () => {
      const challenge = await readChallenge(database, challengeId, null, language);
      if (!challenge) throw httpError(404, 'enroll.notFound');
      return { data: challenge } satisfies ChallengeDetailResponse;
    },
  );
  return answer.value.data;
}

async function gameNameOf(database: Database, gameId: string): Promise<string> {
  const { rows } = await database.query<{ name: string }>('select name from games where id = $1', [gameId]);
  return rows[0]?.name ?? gameId;
}
