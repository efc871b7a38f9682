// The special offer (spec §1 buy-one-get-one-free on the first GCoin purchase, §4 Referral reward
// offer; docs/decisions/0019-referrals-and-offer.md). Claiming is how the player accepts the offer: it
// records wallets.referral_reward_claimed. The doubling itself is the store's one first-purchase rule
// (ledger/purchases.ts: purchase_bonus, key first_purchase_bonus:<userId>), so the first purchase is
// doubled exactly once whether the offer is claimed before it, after it or never.
import type { WalletResponse } from '@arena/contract';
import type { Database } from '../db/database';
import { lockWallet } from '../ledger/accounts';
import { walletTopic } from '../wallet/wallet-cache';
import { readWallet } from '../wallet/wallet-repository';

/** Records the claim (idempotent: a second claim changes nothing) and answers the wallet. */
export function claimReferralOffer(database: Database, userId: string): Promise<WalletResponse> {
  return database.transaction(async (tx) => {
    await lockWallet(tx, userId);
    await tx.query('update wallets set referral_reward_claimed = true where user_id = $1', [userId]);
    tx.announce(walletTopic(userId));
    return readWallet(tx, userId);
  });
}
