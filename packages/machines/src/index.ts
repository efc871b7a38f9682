// XState v5 machines for the flows of spec §4, one folder per flow (`<flow>/<flow>.machine.ts` with its
// test beside it). Side effects are supplied by the app through `.provide()`.
export { authMachine, REFRESH_BEFORE_EXPIRY_MS } from './auth/auth.machine';
export type { AuthContext, AuthEvent, AuthInput } from './auth/auth.machine';
export { isTokenValid, readTokenClaims } from './auth/token-claims';
export type { TokenClaims } from './auth/token-claims';
