/** What a paginated list asks for: a 1-based page and its size. */
export interface PageQuery {
  page: number;
  limit: number;
}

export interface Pagination {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

/**
 * One page of rows and the total of the same filter, queried in parallel. `rows` gets the LIMIT/OFFSET window
 * of the page; `counted` is a count query whose first row holds `total` (and any other aggregate the caller
 * wants back, such as an average).
 */
export async function paginate<T, C extends { total: number }>(
  query: PageQuery,
  rows: (window: { limit: number; offset: number }) => PromiseLike<T[]>,
  counted: PromiseLike<C[]>,
): Promise<{ rows: T[]; pagination: Pagination; counted: C | undefined }> {
  const [page, [first]] = await Promise.all([
    rows({ limit: query.limit, offset: (query.page - 1) * query.limit }),
    counted,
  ]);
  const total = first?.total ?? 0;
  return {
    rows: page,
    pagination: { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) },
    counted: first,
  };
}
