// Client-facing texts of the wallet routes (the site shows the server's message, spec §8).
import { crystalsPerGCoin } from '@arena/domain';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

export const walletMessages = {
  notEnoughCrystals: (gCoins: number, needed: number, available: number) =>
    `Not enough crystals: ${plural(gCoins, 'GCoin')} cost ${needed} crystals ` +
    `(${crystalsPerGCoin} crystals for each GCoin) and you have ${available}.`,
  exchanged: (crystals: number, gCoins: number) =>
    `Exchanged ${crystals} crystals for ${plural(gCoins, 'GCoin')}.`,
};
