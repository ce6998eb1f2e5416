// The chain a build talks to, fixed at build time: vite.config.ts validates VITE_CHAIN_ID with
// parseChainId and writes the result into the code as constants (import.meta.env.VITE_CHAIN_ID and the
// boolean __LOCAL_CHAIN__), so what only the local chain needs (the dev wallet and anvil's test keys) is
// dropped from BSC builds: gate it with `__LOCAL_CHAIN__` itself (a literal once built), not a variable
// holding it. No imports: the Vite config loads this file too.

export const SUPPORTED_CHAIN_IDS = [56, 97, 31337] as const;
export type SupportedChainId = (typeof SUPPORTED_CHAIN_IDS)[number];

export const LOCAL_CHAIN_ID = 31337;

/** Parses VITE_CHAIN_ID; anything other than 56, 97 or 31337 is a build error, not a silent default. */
export function parseChainId(raw: string | undefined): SupportedChainId {
  if (raw === undefined || raw.trim() === '') return LOCAL_CHAIN_ID;
  const id = Number(raw);
  if (!(SUPPORTED_CHAIN_IDS as readonly number[]).includes(id)) {
    throw new Error(`VITE_CHAIN_ID must be one of ${SUPPORTED_CHAIN_IDS.join(', ')}; got "${raw}"`);
  }
  return id as SupportedChainId;
}

/** The constants vite.config.ts defines for `chainId` (replaced in the code at build time). */
export function chainIdDefines(chainId: SupportedChainId): Record<string, string> {
  return {
    'import.meta.env.VITE_CHAIN_ID': JSON.stringify(String(chainId)),
    __LOCAL_CHAIN__: JSON.stringify(chainId === LOCAL_CHAIN_ID),
  };
}
