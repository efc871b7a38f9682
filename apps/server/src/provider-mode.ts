/** How a provider runs (ARCHITECTURE.md "Providers"): the built-in sandbox, or the real service. */
export type ProviderMode = 'sandbox' | 'live';
