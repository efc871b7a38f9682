// One mode per deployment (issue 29): with NODE_ENV=production, real money never runs beside a sandbox.
// Either every money provider is live, and then every provider is (a sandbox identity check, match source
// or mailbox beside real payouts would let anyone verify a passport or score a match), or every money
// provider is a sandbox and ALLOW_SANDBOX=true says it is a public demo with no real money.
import type { ProviderName } from '@arena/contract';

/** The providers that move real money when live. */
export const moneyProviders = [
  'checkout',
  'hostedPayments',
  'payouts',
] as const satisfies readonly ProviderName[];

export interface DeploymentModes {
  production: boolean;
  allowSandbox: boolean;
  providers: Record<ProviderName, 'sandbox' | 'live'>;
  /** Each provider's variable, to name it in the message. */
  envNames: Record<ProviderName, string>;
}

const listed = (names: readonly string[]) => `${names.join(', ')} ${names.length === 1 ? 'is' : 'are'}`;

/** Why this configuration must not start (the message names every variable to change), or null. */
export function deploymentModeProblem({ production, allowSandbox, providers, envNames }: DeploymentModes) {
  if (!production) return null;
  const names = (which: (mode: 'sandbox' | 'live') => boolean) =>
    (Object.keys(providers) as ProviderName[]).filter((p) => which(providers[p])).map((p) => envNames[p]);
  const sandboxes = names((mode) => mode === 'sandbox');
  const liveMoney = moneyProviders.filter((p) => providers[p] === 'live').map((p) => envNames[p]);
  if (liveMoney.length > 0 && sandboxes.length > 0)
    return (
      `Invalid configuration: NODE_ENV is production but ${listed(sandboxes)} in sandbox mode (the default). ` +
      `Set ${sandboxes.length === 1 ? 'it' : 'each'} to live with its keys: ${listed(liveMoney)} live, and ` +
      'real money never runs beside a sandbox (ALLOW_SANDBOX does not change this).'
    );
  if (liveMoney.length > 0 && allowSandbox)
    return (
      `Invalid configuration: ALLOW_SANDBOX=true is for a public demo with no real money, but ` +
      `${listed(liveMoney)} live. Remove ALLOW_SANDBOX.`
    );
  if (sandboxes.length > 0 && !allowSandbox)
    return (
      `Invalid configuration: NODE_ENV is production but ${listed(sandboxes)} in sandbox mode (the default). ` +
      `Set ${sandboxes.length === 1 ? 'it' : 'each'} to live with its keys (see the README), or set ` +
      'ALLOW_SANDBOX=true to run a public demo with no real money.'
    );
  return null;
}
