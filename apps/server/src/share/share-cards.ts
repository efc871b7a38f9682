// Share cards as PNG (docs/decisions/0067-share-cards.md): the data and the reader's words make an SVG, resvg
// lays out its text (bidi, shaping) with the site's own faces and draws it. The PNG is kept in memory by a
// hash of that SVG, so the same picture is drawn once, and a changed result, name or language is another SVG
// and so another card; the hash is also the answer's ETag. Bounded: the least recently used go first.
import { createHash } from 'node:crypto';
import { renderAsync } from '@resvg/resvg-js';
import type { PublicProfile } from '@arena/contract';
import { directionOf } from '@arena/domain';
import { cardFonts, type CardFonts } from './card-fonts';
import { profileCardSvg, resultCardSvg, type CardFrame } from './card-svg';
import type { Words } from './card-words';
import type { ChallengeResult } from './share-card-data';

/** Cards kept at most (a card is about 145 kB: 15 MB at most). */
export const maxKeptCards = 100;

export interface DrawnCard {
  png: Buffer;
  etag: string;
}

export class ShareCards {
  readonly #kept = new Map<string, Promise<Buffer>>();
  #drawn = 0;

  constructor(
    private readonly host: string,
    private readonly fonts: () => CardFonts = cardFonts,
  ) {}

  /** How many cards were drawn (not answered from memory): for the tests and the logs. */
  get drawn(): number {
    return this.#drawn;
  }

  get size(): number {
    return this.#kept.size;
  }

  profileSvg(profile: PublicProfile, words: Words): string {
    const info = profile.levelInfo;
    const stats = [
      {
        label: words.card('rank'),
        value: profile.leaderboardPosition
          ? `#${words.number(profile.leaderboardPosition)}`
          : words.card('unranked'),
      },
      { label: words.card('wins'), value: words.number(profile.wins) },
      { label: words.card('winRate'), value: `${words.number(profile.winRate)}%` },
      profile.totalEarningsUSD === undefined
        ? { label: words.card('played'), value: words.number(profile.totalChallenges) }
        : {
            label: words.card('earnings'),
            value: words.usd(Math.round(profile.totalEarningsUSD * 100)),
            gold: true,
          },
    ];
    return profileCardSvg(
      {
        ...this.#frame(words, words.card('profile')),
        playerId: profile.id,
        name: profile.name,
        tierName: words.tier(info),
        tierColor: info.currentTier.color,
        levelText: words.card('level', { level: words.number(info.currentLevel) }),
        xpText: words.card('xp', { xp: words.number(info.experiencePoints) }),
        progress: info.progressPercentage,
        stats,
      },
      this.fonts(),
    );
  }

  resultSvg(result: ChallengeResult, words: Words): string {
    const stats = [
      { label: words.card('place'), value: result.rank === null ? '–' : `#${words.number(result.rank)}` },
      { label: words.card('score'), value: words.number(result.score) },
      result.prizeCents === null
        ? { label: words.card('prize'), value: words.card('noPrize') }
        : { label: words.card('prize'), value: words.usd(result.prizeCents), gold: true },
    ];
    return resultCardSvg(
      {
        ...this.#frame(words, words.card('result')),
        playerId: result.userId,
        name: result.name,
        tierName: words.tier(result.level),
        tierColor: result.level.currentTier.color,
        levelText: words.card('level', { level: words.number(result.level.currentLevel) }),
        gameId: result.gameId,
        gameName: result.gameName,
        title: result.title,
        rank: result.rank,
        placeText: result.rank === null ? words.card('excluded') : words.place(result.rank),
        stats,
      },
      this.fonts(),
    );
  }

  /** The ETag a card drawn from `svg` answers with (known before it is drawn: a 304 draws nothing). */
  etagOf(svg: string): string {
    return `"${createHash('sha256').update(svg).digest('base64url').slice(0, 27)}"`;
  }

  /** The PNG of `svg`, drawn once while kept. */
  async draw(svg: string): Promise<DrawnCard> {
    const etag = this.etagOf(svg);
    let png = this.#kept.get(etag);
    if (png) {
      this.#kept.delete(etag);
      this.#kept.set(etag, png);
    } else {
      png = this.#render(svg);
      this.#kept.set(etag, png);
      // A failed drawing is not kept.
      png.catch(() => {
        if (this.#kept.get(etag) === png) this.#kept.delete(etag);
      });
      while (this.#kept.size > maxKeptCards) {
        const oldest = this.#kept.keys().next().value;
        if (oldest === undefined) break;
        this.#kept.delete(oldest);
      }
    }
    return { png: await png, etag };
  }

  async #render(svg: string): Promise<Buffer> {
    this.#drawn += 1;
    const fonts = this.fonts();
    const image = await renderAsync(svg, {
      font: { loadSystemFonts: false, fontFiles: fonts.files, defaultFontFamily: fonts.family('latin', 700) },
      fitTo: { mode: 'original' },
      logLevel: 'off',
    });
    return image.asPng();
  }

  #frame(words: Words, kind: string): CardFrame {
    return {
      rtl: directionOf(words.language) === 'rtl',
      arabicFace: words.arabicFace,
      kind,
      tagline: words.card('tagline'),
      host: this.host,
    };
  }
}
