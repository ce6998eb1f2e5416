// Address shortening (docs/constants.md#display): 10 characters or fewer shown whole; otherwise the first 7,
// an ellipsis and the last 3.
export function shortenAddress(address: string | null | undefined): string {
  if (!address) return '';
  if (address.length <= 10) return address;
  return `${address.slice(0, 7)}...${address.slice(-3)}`;
}
