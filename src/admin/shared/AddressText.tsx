// An address shortened as everywhere (docs/constants.md#display: first 7, '...', last 3), the full address on
// hover and for copying.
import { Box } from '@mui/material';
import { checksummed, shortenAddress } from '../../lib/shortenAddress.ts';

export function AddressText({ address }: { address: string }) {
  return (
    <Box component="span" title={checksummed(address)} sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
      {shortenAddress(address)}
    </Box>
  );
}
