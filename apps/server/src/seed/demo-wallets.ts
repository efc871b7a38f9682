// Demo money (README "Run it"): the demo player and the top of the roster won prizes (crystals,
// credited through the ledger's prize movement, so the demo player can exchange them) and bought
// GCoin packs through the sandbox checkout (fake payment keys), so balances and history are not
// empty. Everything goes through the ledger's service functions, as real movements do.
import { gCoinPacks, packForGCoins, type GCoinPack } from '@arena/domain';
import type { Queryable } from '../db/database';
import { exchangeCrystals } from '../ledger/exchange';
import { creditPrize } from '../ledger/prizes';
import { creditPackPurchase } from '../ledger/purchases';
import { demoPlayerAccount, demoPlayers } from './demo-players';

interface DemoMoney {
  email: string;
  /** Crystal prizes, one per (made-up) finished challenge. */
  prizes: number[];
  /** Packs bought, by GCoins; the first is doubled (first-purchase bonus). */
  packs: GCoinPack['gCoins'][];
  /** GCoins bought with crystals after the prizes. */
  exchangedGCoins?: number;
}

// Demo player: 500 + 450 + 300 = 1,250 crystals, 275 of them exchanged → 975 crystals (enough for
// 3 more GCoins); GCoins: 3-pack doubled (6) + 1-pack + 1 exchanged = 8.
const demoMoney: DemoMoney[] = [
  { email: demoPlayerAccount.email, prizes: [500, 450, 300], packs: [3, 1], exchangedGCoins: 1 },
  ...demoPlayers.slice(0, 6).map((player, index) => ({
    email: player.email,
    prizes: [1_500 - index * 200, 800 - index * 100],
    packs: [gCoinPacks[index % gCoinPacks.length]!.gCoins],
  })),
];

export function prepareDemoWallets(): Promise<(tx: Queryable) => Promise<void>> {
  return Promise.resolve(async (tx) => {
    for (const money of demoMoney) {
      const { rows } = await tx.query<{ id: string }>('select id from users where email = $1', [money.email]);
      const userId = rows[0]?.id;
      if (!userId) continue;
      for (const [index, crystals] of money.prizes.entries()) {
        await creditPrize(tx, {
          userId,
          challengeId: `demo-challenge-${index + 1}`,
          crystals,
          description: `Prize: Demo Challenge ${index + 1}`,
          challengeTitle: `Demo Challenge ${index + 1}`,
        });
      }
      for (const [index, gCoins] of money.packs.entries()) {
        const pack = packForGCoins(gCoins)!;
        await creditPackPurchase(tx, {
          userId,
          paymentKey: `demo-order-${userId}-${index + 1}`,
          provider: 'checkout',
          priceCents: pack.priceCents,
          gCoins,
        });
      }
      if (money.exchangedGCoins) {
        await exchangeCrystals(tx, { userId, gCoins: money.exchangedGCoins, requestId: 'demo-exchange-1' });
      }
    }
  });
}
