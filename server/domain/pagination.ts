/** A page request as the contracts parse it: 1-based page number and page size. */
export interface PageRequest {
  page: number;
  pageSize: number;
}

/** The SQL window (LIMIT/OFFSET) of a 1-based page. */
export function pageWindow({ page, pageSize }: PageRequest): { limit: number; offset: number } {
  if (!Number.isInteger(page) || page < 1) throw new RangeError(`page must be an integer >= 1, got ${page}`);
  if (!Number.isInteger(pageSize) || pageSize < 1) throw new RangeError(`pageSize must be an integer >= 1, got ${pageSize}`);
  return { limit: pageSize, offset: (page - 1) * pageSize };
}

/** How many pages `total` items fill (at least 1, so an empty list still has page 1). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
