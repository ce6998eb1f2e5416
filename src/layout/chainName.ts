// The name of the app's chain as the investor reads it: BNB Smart Chain (Testnet) by its own name, the
// local anvil chain in the UI language.
import type { TFunction } from 'i18next';
import { CHAIN, IS_LOCAL_CHAIN } from '../config/chains.ts';

export function chainName(t: TFunction): string {
  return IS_LOCAL_CHAIN ? t('network.localChain') : CHAIN.name;
}
