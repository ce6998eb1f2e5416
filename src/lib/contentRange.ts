// The `Content-Range: <resource> <start>-<end>/<total>` header of a paged list answer (docs/api.md#lists).

export interface ContentRange {
  start: number;
  end: number;
  total: number;
}

/** The range and total of a list answer's header; null when absent or malformed. */
export function parseContentRange(header: string | null | undefined): ContentRange | null {
  const match = /^\s*\S+\s+(\d+)-(\d+)\/(\d+)\s*$/.exec(header ?? '');
  if (!match) return null;
  const [start, end, total] = [match[1], match[2], match[3]].map(Number) as [number, number, number];
  return { start, end, total };
}

/** The simple-rest `range` parameter of page `page` (from 0) of `size` rows. */
export const pageRange = (page: number, size: number): string =>
  JSON.stringify([page * size, page * size + size - 1]);
