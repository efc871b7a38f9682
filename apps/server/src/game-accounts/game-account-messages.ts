// The server's answers of the game-account routes. The spec's own texts (§5 disconnect reason, §8
// Brawl Stars) come from @arena/domain's messages; these are the ones the spec leaves to us.
import type { AccountProvider } from './linked-account';

export const providerTitles: Record<AccountProvider, string> = {
  riot: 'Riot Games',
  steam: 'Steam',
  supercell: 'Brawl Stars',
};

export const gameAccountMessages = {
  riotLinked: 'Riot Games account linked',
  steamLinked: 'Steam account linked',
  brawlStarsLinked: 'Brawl Stars account linked',
  accountFound: 'Linked account found',
  disconnected: 'Game account disconnected',
  riotCodeRefused: 'Riot sign-in failed: the authorization code was refused. Please try again.',
  riotStateMismatch: 'This Riot sign-in has expired or did not start here. Please try again.',
  riotNotLinked: 'No Riot Games account is linked',
  steamNotLinked: 'No Steam account is linked',
  brawlStarsNotLinked: 'No Brawl Stars account is linked',
  steamNotVerified:
    'This Steam account was not verified by Steam sign-in for you. Please sign in with Steam again.',
  brawlStarsNotFound: 'No Brawl Stars player has this tag',
  brawlStarsUnavailable: 'Failed to link Brawl Stars account: the Brawl Stars API is unavailable',
  providerUnavailable: (provider: AccountProvider) =>
    `${providerTitles[provider]} sign-in is not configured on this server`,
  takenByOther: (provider: AccountProvider) =>
    `This ${providerTitles[provider]} account is already linked to another Arena user`,
  otherLinked: (provider: AccountProvider) =>
    `Another ${providerTitles[provider]} account is already linked to your Arena account. Disconnect it first.`,
  reconnectionLocked: (provider: AccountProvider, until: Date) =>
    `You disconnected a ${providerTitles[provider]} account recently. You can link one again after ${until.toISOString()}.`,
  notLinkedForType: (gameType: string) => `No ${gameType} account is linked`,
  unknownGameType: 'Unknown game type',
  noDisconnectionsLeft: 'You have no disconnections left',
} as const;
