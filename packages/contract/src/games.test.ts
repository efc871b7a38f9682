import { describe, expect, it } from 'vitest';
import {
  gameResponseSchema,
  gameWaitlistMessages,
  gameWaitlistResponseSchema,
  joinGameWaitlistResponseSchema,
  updateGameRequestSchema,
} from './index';

describe('game waitlist (docs/decisions/0014-game-waitlist.md)', () => {
  it('the list is {data: {gameIds}}', () => {
    expect(gameWaitlistResponseSchema.parse({ data: { gameIds: ['dota2'] } }).data.gameIds).toEqual([
      'dota2',
    ]);
    expect(gameWaitlistResponseSchema.safeParse({ data: ['dota2'] }).success).toBe(false);
  });

  it('joining answers {status: success, message}', () => {
    const answer = { status: 'success', message: gameWaitlistMessages.joined };
    expect(joinGameWaitlistResponseSchema.parse(answer)).toEqual(answer);
    expect(joinGameWaitlistResponseSchema.safeParse({ status: 'error', message: 'x' }).success).toBe(false);
  });

  it('the admin switch takes a boolean isActive and answers the game', () => {
    expect(updateGameRequestSchema.safeParse({ isActive: 'true' }).success).toBe(false);
    const game = { id: 'cs2', name: 'CS2', image: '/games/cs2.svg', order: 2, is_active: true };
    expect(gameResponseSchema.parse({ data: game })).toEqual({ data: game });
  });
});
