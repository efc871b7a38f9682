// XState v5 machines for the flows of spec §4 live here, one folder per flow
// (`<flow>/<flow>.machine.ts` with its test beside it). They arrive with the issues that need them.
export {};
