// The share machine wired to the browser (the public profile, the referral page, a challenge's result): the
// Web Share sheet where the browser has one, else the link copied to the clipboard.
import { shareMachine } from '@arena/machines';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';

const browserShareMachine = shareMachine.provide({
  actors: {
    webShare: fromPromise(async ({ input }) => navigator.share(input)),
    copyLink: fromPromise(async ({ input }) => navigator.clipboard.writeText(input.url)),
  },
});

const canWebShare = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/** The share machine's state and sender, asked on this browser. */
export function useBrowserShare() {
  return useMachine(browserShareMachine, { input: { canShare: canWebShare() } });
}
