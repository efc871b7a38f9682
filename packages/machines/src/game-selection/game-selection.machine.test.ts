import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { gameProviders, gameSelectionMachine } from './game-selection.machine';
import type { SelectedGame } from './game-selection.machine';

function start() {
  const calls: string[] = [];
  const machine = gameSelectionMachine.provide({
    actions: {
      redirectToRiot: (_, params) => calls.push(`riot ${params.gameId}`),
      redirectToSteam: (_, params) => calls.push(`steam ${params.gameId}`),
    },
  });
  return { actor: createActor(machine).start(), calls };
}

const game = (id: string, isActive = true, hasLinkedAccount = false): SelectedGame => ({
  id,
  isActive,
  hasLinkedAccount,
});

describe('gameSelection (spec §4 Game selection)', () => {
  it('starts with no game: the prompt', () => {
    expect(start().actor.getSnapshot()).toMatchObject({
      value: 'none',
      context: { game: null, provider: null },
    });
  });

  it('maps every contract game to its sign-in', () => {
    expect(gameProviders).toEqual({
      lol: 'riot',
      valorant: 'riot',
      cs2: 'steam',
      dota2: 'steam',
      brawlstars: 'supercell',
    });
  });

  it('an inactive game → waitlist, whatever its account', () => {
    for (const linked of [false, true]) {
      const { actor, calls } = start();
      actor.send({ type: 'game.select', game: game('dota2', false, linked) });
      expect(actor.getSnapshot()).toMatchObject({ value: 'waitlist', context: { provider: 'steam' } });
      expect(calls).toEqual([]);
    }
  });

  it('an active game with a linked account → ready, redirecting nowhere', () => {
    for (const id of Object.keys(gameProviders)) {
      const { actor, calls } = start();
      actor.send({ type: 'game.select', game: game(id, true, true) });
      expect(actor.getSnapshot().value).toBe('ready');
      expect(calls).toEqual([]);
    }
  });

  it.each(['lol', 'valorant'])('%s without an account → riotSignIn, redirecting to RSO', (id) => {
    const { actor, calls } = start();
    actor.send({ type: 'game.select', game: game(id) });
    expect(actor.getSnapshot()).toMatchObject({ value: 'riotSignIn', context: { provider: 'riot' } });
    expect(calls).toEqual([`riot ${id}`]);
  });

  it.each(['cs2', 'dota2'])('%s without an account → steamSignIn, redirecting to the Steam sign-in', (id) => {
    const { actor, calls } = start();
    actor.send({ type: 'game.select', game: game(id) });
    expect(actor.getSnapshot()).toMatchObject({ value: 'steamSignIn', context: { provider: 'steam' } });
    expect(calls).toEqual([`steam ${id}`]);
  });

  it('brawlstars without an account → brawlStarsDialog', () => {
    const { actor, calls } = start();
    actor.send({ type: 'game.select', game: game('brawlstars') });
    expect(actor.getSnapshot()).toMatchObject({
      value: 'brawlStarsDialog',
      context: { provider: 'supercell' },
    });
    expect(calls).toEqual([]);
  });

  it('brawlStarsDialog → ready on account.linked, marking the account linked', () => {
    const { actor } = start();
    actor.send({ type: 'game.select', game: game('brawlstars') });
    actor.send({ type: 'account.linked' });
    expect(actor.getSnapshot()).toMatchObject({
      value: 'ready',
      context: { game: { hasLinkedAccount: true } },
    });
  });

  it('brawlStarsDialog → none on dialog.close', () => {
    const { actor } = start();
    actor.send({ type: 'game.select', game: game('brawlstars') });
    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot().value).toBe('none');
  });

  it('an unknown active game without an account → ready', () => {
    const { actor } = start();
    actor.send({ type: 'game.select', game: game('chess') });
    expect(actor.getSnapshot()).toMatchObject({ value: 'ready', context: { provider: null } });
  });

  it('selecting again from any state decides afresh', () => {
    const { actor, calls } = start();
    actor.send({ type: 'game.select', game: game('dota2', false) });
    actor.send({ type: 'game.select', game: game('brawlstars') });
    expect(actor.getSnapshot().value).toBe('brawlStarsDialog');
    actor.send({ type: 'game.select', game: game('lol', true, true) });
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'game.select', game: game('cs2') });
    expect(actor.getSnapshot().value).toBe('steamSignIn');
    expect(calls).toEqual(['steam cs2']);
  });
});
