// Client-facing texts of the wallet routes (the site shows the server's message, spec §8), with their
// keys in the catalogue of @arena/contract (server-messages.ts): `.one` when one GCoin is meant.
import { localizedMessage, type LocalizedMessage } from '@arena/contract';
import { crystalsPerGCoin } from '@arena/domain';

export function notEnoughCrystalsMessage(
  gCoins: number,
  needed: number,
  available: number,
): LocalizedMessage {
  return gCoins === 1
    ? localizedMessage('wallet.notEnoughCrystals.one', { needed, rate: crystalsPerGCoin, available })
    : localizedMessage('wallet.notEnoughCrystals.other', {
        gCoins,
        needed,
        rate: crystalsPerGCoin,
        available,
      });
}

export function exchangedMessage(crystals: number, gCoins: number): LocalizedMessage {
  return gCoins === 1
    ? localizedMessage('wallet.exchanged.one', { crystals })
    : localizedMessage('wallet.exchanged.other', { crystals, gCoins });
}

export const walletMessages = {
  notEnoughCrystals: (gCoins: number, needed: number, available: number) =>
    notEnoughCrystalsMessage(gCoins, needed, available).message,
  exchanged: (crystals: number, gCoins: number) => exchangedMessage(crystals, gCoins).message,
};
