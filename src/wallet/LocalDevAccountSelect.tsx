// The dev wallet's account picker as the wallet modal and the wallet menu show it: loaded on demand and
// only in local-chain builds, so BSC builds (56, 97) hold neither the picker nor anvil's test keys
// (__LOCAL_CHAIN__ is a build-time constant, see src/config/chainId.ts).
import { type ComponentProps, lazy, Suspense } from 'react';
import type { DevAccountSelect } from './DevAccountSelect.tsx';

const Picker = __LOCAL_CHAIN__
  ? lazy(async () => ({ default: (await import('./DevAccountSelect.tsx')).DevAccountSelect }))
  : null;

export function LocalDevAccountSelect(props: ComponentProps<typeof DevAccountSelect>) {
  if (!Picker) return null;
  return (
    <Suspense fallback={null}>
      <Picker {...props} />
    </Suspense>
  );
}
