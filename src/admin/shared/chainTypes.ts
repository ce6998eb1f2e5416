// Types of the lens views the console reads (generated ABIs, so they follow the contracts).
import type { ContractFunctionReturnType } from 'viem';
import type { propertyLensAbi } from '../../../generated/wagmi.ts';

/** One property as PropertyLens.getPropertyViewsPage returns it (docs/product.md#records). */
export type PropertyView = ContractFunctionReturnType<
  typeof propertyLensAbi,
  'view',
  'getPropertyViewsPage'
>[number];

/** PropertyLens.getSystemStatus. */
export type SystemStatus = ContractFunctionReturnType<typeof propertyLensAbi, 'view', 'getSystemStatus'>;
