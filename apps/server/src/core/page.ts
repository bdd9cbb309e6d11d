/** Paging and timestamp helpers the list endpoints share (the contract's pageOf shape). */

/** A timestamp on the wire: ISO 8601 in UTC; null stays null. */
export const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

export interface PageRequest {
  pageNo: number;
  pageSize: number;
}

/** The contract's page shape (pageOf) from one page of rows and the total count. */
export function pageFrom<T>(content: T[], total: number, p: PageRequest) {
  return { content, pageNum: p.pageNo, pageSize: p.pageSize, totalPages: Math.ceil(total / p.pageSize), totalElements: total };
}

/** Rows to skip before page `pageNo` (1-based). */
export const offsetOf = (p: PageRequest) => (p.pageNo - 1) * p.pageSize;
