import { describe, expect, it } from 'vitest';
import { scoreFormula, statLine } from './formula';
import { scoredGameIds, type NormalisedMatch, type ScoredGameId } from './match';
import { scoreMatch } from './points';

/** A formula as text, to read the examples at a glance: terms, = points, bonuses, = total. */
function spell(gameId: ScoredGameId, stats: Record<string, unknown>): string {
  const formula = scoreFormula(gameId, stats);
  const terms = formula.terms
    .map((term, index) => {
      const sign = term.points < 0 ? '− ' : index === 0 ? '' : '+ ';
      if (term.kind === 'times') return `${sign}${term.stat} ${term.value}×${term.per}`;
      if (term.kind === 'divided') return `${sign}⌊${term.stat} ${term.value}/${term.per}⌋`;
      if (term.kind === 'place') return `${sign}place ${term.rank}→${term.points}`;
      return `${sign}${term.result} ${term.points}`;
    })
    .join(' ');
  const bonuses = formula.bonuses.map((bonus) => ` + ${bonus.kind} ${bonus.points}`).join('');
  return `${terms} = ${formula.sum}${formula.sum < 0 ? '→0' : ''}${bonuses} = ${formula.total}`;
}

describe('scoreFormula (decision 0013, the worked examples of points.test.ts)', () => {
  it('spells out League of Legends, Valorant, Dota 2 and CS2', () => {
    expect(spell('lol', { kills: 10, deaths: 3, assists: 8, win: true, cs: 187, visionScore: 24 })).toBe(
      'kills 10×3 + assists 8×2 − deaths 3×1 + ⌊cs 187/10⌋ + ⌊visionScore 24/10⌋ = 63 + win 20 = 83',
    );
    expect(
      spell('valorant', { kills: 20, deaths: 15, assists: 5, win: false, headshots: 9, rounds: 24 }),
    ).toBe('kills 20×3 + assists 5×1 − deaths 15×1 + headshots 9×1 = 59 = 59');
    expect(
      spell('dota2', { kills: 7, deaths: 5, assists: 12, win: true, lastHits: 215, heroDamage: 18_450 }),
    ).toBe(
      'kills 7×3 + assists 12×2 − deaths 5×1 + ⌊lastHits 215/10⌋ + ⌊heroDamage 18450/1000⌋ = 79 + win 20 = 99',
    );
    expect(spell('cs2', { kills: 22, deaths: 18, assists: 4, win: true, mvps: 3, headshotPct: 145 })).toBe(
      'kills 22×3 + assists 4×1 − deaths 18×1 + mvps 3×5 + ⌊headshotPct 100/10⌋ = 77 + win 20 = 97',
    );
  });

  it('floors the points at 0 and keeps the bonus', () => {
    const formula = scoreFormula('valorant', { kills: 1, deaths: 9, assists: 0, win: true, headshots: 0 });
    expect([formula.sum, formula.points, formula.bonus, formula.total]).toEqual([-6, 0, 20, 20]);
    expect(spell('valorant', { kills: 1, deaths: 9, assists: 0, win: true, headshots: 0 })).toBe(
      'kills 1×3 + assists 0×1 − deaths 9×1 + headshots 0×1 = -6→0 + win 20 = 20',
    );
  });

  it('spells out Brawl Stars: a result or a place, trophies won only, victory and star player bonuses', () => {
    expect(spell('brawlstars', { result: 'victory', trophyChange: 8, starPlayer: true })).toBe(
      'victory 10 + trophies 8×1 = 18 + victory 10 + starPlayer 5 = 33',
    );
    expect(spell('brawlstars', { result: 'defeat', trophyChange: -4, starPlayer: false })).toBe(
      'defeat 2 = 2 = 2',
    );
    expect(spell('brawlstars', { result: null, rank: 1, trophyChange: 9, starPlayer: false })).toBe(
      'place 1→10 + trophies 9×1 = 19 + firstPlace 10 = 29',
    );
    expect(spell('brawlstars', { rank: 8, trophyChange: -2, starPlayer: false })).toBe('place 8→1 = 1 = 1');
    expect(spell('brawlstars', { result: 'draw', trophyChange: 0, starPlayer: false })).toBe(
      'draw 5 = 5 = 5',
    );
  });

  it('gives scoreMatch’s points and bonus for every match, broken values included', () => {
    let state = 20_260_914;
    const next = () => {
      state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
      return state / 4_294_967_296;
    };
    const n = (high: number) => (next() < 0.05 ? Number.NaN : Math.floor(next() * (high + 20)) - 10);
    for (let run = 0; run < 3_000; run += 1) {
      const gameId = scoredGameIds[run % scoredGameIds.length]!;
      const stats = {
        kills: n(30),
        deaths: n(25),
        assists: n(25),
        win: next() < 0.5,
        cs: n(300),
        visionScore: n(80),
        headshots: n(30),
        rounds: n(26),
        lastHits: n(400),
        heroDamage: n(50_000),
        mvps: n(8),
        headshotPct: n(120),
        result: (['victory', 'draw', 'defeat', null] as const)[Math.floor(next() * 4)],
        rank: next() < 0.4 ? n(10) : null,
        trophyChange: n(12),
        starPlayer: next() < 0.3,
      };
      const match = {
        matchKey: `m${run}`,
        gameId,
        startedAt: '2026-11-23T10:00:00Z',
        stats,
      } as NormalisedMatch;
      const formula = scoreFormula(gameId, stats);
      expect({ points: formula.points, bonus: formula.bonus }, JSON.stringify(match)).toEqual(
        scoreMatch(match),
      );
    }
  });
});

describe('statLine', () => {
  it('lists kills, deaths, assists, the game’s own stats and the outcome', () => {
    expect(
      statLine('valorant', { kills: 20, deaths: 15, assists: 5, win: false, headshots: 9, rounds: 24 }),
    ).toEqual([
      { stat: 'kills', value: 20 },
      { stat: 'deaths', value: 15 },
      { stat: 'assists', value: 5 },
      { stat: 'headshots', value: 9 },
      { stat: 'outcome', value: 'loss' },
    ]);
    expect(
      statLine('cs2', { kills: 22, deaths: 18, assists: 4, win: true, mvps: 3, headshotPct: 45 }),
    ).toEqual([
      { stat: 'kills', value: 22 },
      { stat: 'deaths', value: 18 },
      { stat: 'assists', value: 4 },
      { stat: 'mvps', value: 3 },
      { stat: 'headshotPct', value: 45 },
      { stat: 'outcome', value: 'win' },
    ]);
    expect(
      statLine('lol', { kills: 1, deaths: 2, assists: 3, win: true, cs: 150, visionScore: 30 }).map(
        (i) => i.stat,
      ),
    ).toEqual(['kills', 'deaths', 'assists', 'cs', 'visionScore', 'outcome']);
    expect(
      statLine('dota2', { kills: 1, deaths: 2, assists: 3, win: false, lastHits: 99, heroDamage: 9_000 }).map(
        (i) => i.stat,
      ),
    ).toEqual(['kills', 'deaths', 'assists', 'lastHits', 'heroDamage', 'outcome']);
  });

  it('gives Brawl Stars the result or place, the trophies won or lost, and star player', () => {
    expect(statLine('brawlstars', { result: 'victory', trophyChange: 8, starPlayer: true })).toEqual([
      { stat: 'outcome', value: 'victory' },
      { stat: 'trophies', value: 8 },
      { stat: 'starPlayer', value: true },
    ]);
    expect(statLine('brawlstars', { result: null, rank: 3, trophyChange: -2, starPlayer: false })).toEqual([
      { stat: 'place', value: 3 },
      { stat: 'trophies', value: -2 },
    ]);
    expect(statLine('brawlstars', { result: null, rank: null, trophyChange: 0, starPlayer: false })).toEqual([
      { stat: 'trophies', value: 0 },
    ]);
  });
});
