import { assertEvent, assign, setup } from 'xstate';

// spec §4 Game selection: an inactive game shows the waitlist. An active game with no linked account
// redirects to the sign-in (League of Legends and Valorant to Riot Sign On; CS2 and Dota 2 to the Steam
// sign-in through the API) or opens the Brawl Stars tag dialog. A game with a linked account is ready.
// The region dialog for Valorant belongs to the RSO return page (spec §2), see `rsoLoginMachine`.
export type GameProvider = 'riot' | 'steam' | 'supercell';

/** Which sign-in links each game (contract game ids: lol, cs2, dota2, valorant, brawlstars). */
export const gameProviders: Readonly<Record<string, GameProvider>> = {
  lol: 'riot',
  valorant: 'riot',
  cs2: 'steam',
  dota2: 'steam',
  brawlstars: 'supercell',
};

export type SelectedGame = { id: string; isActive: boolean; hasLinkedAccount: boolean };

export type GameSelectionContext = {
  game: SelectedGame | null;
  provider: GameProvider | null;
};

export type GameSelectionEvent =
  | { type: 'game.select'; game: SelectedGame }
  /** The Brawl Stars dialog linked an account. */
  | { type: 'account.linked' }
  /** The Brawl Stars dialog (or the waitlist) was closed without a link. */
  | { type: 'dialog.close' };

export const gameSelectionMachine = setup({
  types: {
    context: {} as GameSelectionContext,
    events: {} as GameSelectionEvent,
  },
  actions: {
    choose: assign(({ event }) => {
      assertEvent(event, 'game.select');
      return { game: event.game, provider: gameProviders[event.game.id] ?? null };
    }),
    /** Supplied by the app: the browser goes to Riot Sign On for this game. */
    redirectToRiot: (_, _params: { gameId: string }) => {},
    /** Supplied by the app: the browser goes to the API's Steam sign-in (/api/auth/steam). */
    redirectToSteam: (_, _params: { gameId: string }) => {},
  },
  guards: {
    inactive: ({ context }) => context.game !== null && !context.game.isActive,
    linked: ({ context }) => context.game?.hasLinkedAccount === true,
    riot: ({ context }) => context.provider === 'riot',
    steam: ({ context }) => context.provider === 'steam',
    supercell: ({ context }) => context.provider === 'supercell',
  },
}).createMachine({
  id: 'gameSelection',
  context: { game: null, provider: null },
  on: { 'game.select': { target: '.deciding', actions: 'choose' } },
  initial: 'none',
  states: {
    /** No game picked: the prompt to select one. */
    none: {},
    deciding: {
      always: [
        { guard: 'inactive', target: 'waitlist' },
        { guard: 'linked', target: 'ready' },
        { guard: 'riot', target: 'riotSignIn' },
        { guard: 'steam', target: 'steamSignIn' },
        { guard: 'supercell', target: 'brawlStarsDialog' },
        // An unknown game with no account: nothing links it, show its challenges.
        { target: 'ready' },
      ],
    },
    /** An inactive game: the join-waitlist button. */
    waitlist: {},
    /** A linked account: the game's challenges. */
    ready: {},
    /** Leaving for Riot Sign On (the page comes back to /rso-login/:game). */
    riotSignIn: {
      entry: { type: 'redirectToRiot', params: ({ context }) => ({ gameId: context.game?.id ?? '' }) },
    },
    /** Leaving for the Steam sign-in (the page comes back to /steam-callback). */
    steamSignIn: {
      entry: { type: 'redirectToSteam', params: ({ context }) => ({ gameId: context.game?.id ?? '' }) },
    },
    brawlStarsDialog: {
      on: {
        'account.linked': {
          target: 'ready',
          actions: assign(({ context }) => ({
            game: context.game ? { ...context.game, hasLinkedAccount: true } : null,
          })),
        },
        'dialog.close': 'none',
      },
    },
  },
});
