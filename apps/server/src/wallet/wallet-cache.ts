// A player's wallet as `GET /api/wallet/get` answers it, kept per instance (issue 35,
// docs/decisions/0065-session-cache.md "The wallet"): a page open in many tabs, or a crowd refreshing at a
// challenge's last minute, reads it far more often than it changes. Every movement of a wallet goes
// through the ledger, which announces `wallet:<id>` once its transaction commits (ledger/post.ts,
// ledger/entry-fees.ts; the offer's claim in referrals/referral-offer.ts): in this process at once, before
// the write's answer leaves; on the other instances through the change feed within tens of milliseconds.
// Answers from memory only while other instances can be heard; 30 s at most.
import type { WalletResponse } from '@arena/contract';
import { cachePerInstance } from '../auth/session-cache';

export const walletTopic = (userId: string) => `wallet:${userId}`;

/** The one wallet cache of a database's change feed: one per server instance. */
export const walletCacheFor = cachePerInstance<WalletResponse>(['wallet:', 'account:']);
