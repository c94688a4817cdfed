/** Rows per page of every list. */
export const PAGE_SIZE = 20;
