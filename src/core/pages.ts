// Paginated contract views (docs/money-rules.md#views): every list of the registry and the lens is read
// in pages of at most 100 properties, which keeps each eth_call far below the gas caps of RPC nodes.

/** Properties per page of a paginated view (a page of 100 costs well under 5M gas). */
export const VIEW_PAGE_SIZE = 100n;

/** Reads the `count` items of a paginated view page by page (pages in parallel, in order). */
export async function readAllPages<T>(
  count: bigint,
  readPage: (offset: bigint, limit: bigint) => Promise<readonly T[]>,
): Promise<T[]> {
  const offsets: bigint[] = [];
  for (let offset = 0n; offset < count; offset += VIEW_PAGE_SIZE) offsets.push(offset);
  const pages = await Promise.all(offsets.map((offset) => readPage(offset, VIEW_PAGE_SIZE)));
  return pages.flat();
}
