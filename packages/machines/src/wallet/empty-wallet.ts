// The wallet's balances and the empty wallet, apart from the machine, so a visitor's page can read them
// without loading XState (issue 15).
export type WalletBalances = {
  readonly gCoinsAvailable: number;
  readonly crystalsAvailable: number;
  readonly referralRewardClaimed: boolean;
  /**
   * The first GCoin purchase would still be doubled (GET /api/wallet/get). False after a first purchase:
   * the special offer, which promises exactly that, is then not offered (issue 34). Absent = not known.
   */
  readonly firstPurchaseBonusAvailable?: boolean;
};

// referralRewardClaimed: true hides the gift button (spec §4 Referral reward offer) until the wallet
// says otherwise, so a signed-out or failed wallet offers nothing.
export const emptyWallet: WalletBalances = {
  gCoinsAvailable: 0,
  crystalsAvailable: 0,
  referralRewardClaimed: true,
};
