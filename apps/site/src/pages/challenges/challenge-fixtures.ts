import type { Challenge, GameAccountsResponse, GamesResponse } from '@arena/contract';

/** Test data for the challenges pages' DOM wiring tests. */
export const gamesList: GamesResponse = {
  data: [
    { id: 'lol', name: 'League of Legends', image: '/games/lol.svg', order: 1, is_active: true },
    { id: 'dota2', name: 'Dota 2', image: '', order: 2, is_active: true },
    { id: 'valorant', name: 'Valorant', image: '', order: 3, is_active: false },
  ],
};

export function challengeOf(over: Partial<Challenge> & { id: string }): Challenge {
  const start = new Date(Date.now() + 3_600_000);
  return {
    title: `${over.id} cup`,
    shortDescription: '',
    description: '<p>Play well</p>',
    image: null,
    status: 0,
    startTime: start.toISOString(),
    endTime: new Date(start.getTime() + 72 * 3_600_000).toISOString(),
    duration_hours: 72,
    entry_fee: 1,
    prizes: [{ id: 'p1', title: 'Winner', value: 100 }],
    winners: [],
    registeredPlayers: 0,
    maxPlayers: 100,
    isParticipating: false,
    gameLimit: 0,
    min_skill_level: 1,
    skill_bracket: 1,
    gameId: 'lol',
    type: 'main',
    ...over,
  };
}

export const accountsOf = (...gameTypes: ('Steam' | 'Supercell' | 'Riot Games')[]): GameAccountsResponse => ({
  data: {
    connectedAccounts: gameTypes.map((gameType) => ({
      gameType,
      canDisconnect: true,
      accountInfo: { supportedGames: [] },
    })),
    remainingDisconnections: 3,
  },
});

/** jsdom has no modal dialogs: open and close set the attribute. */
export function polyfillDialog() {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
