/** A positive integer from a query value; anything else is `undefined`. */
export function positiveInt(value: string | null): number | undefined {
  if (!value || !/^\d{1,9}$/.test(value)) return undefined;
  const n = Number(value);
  return n > 0 ? n : undefined;
}

export const PAGE_SIZES = [10, 20, 50] as const;

/** `pageNum` and `pageSize` of a list page; bad values fall back to the first page of 10. */
export function pagingFrom(url: URL, defaultSize = 10) {
  const size = positiveInt(url.searchParams.get('pageSize'));
  return {
    pageNum: positiveInt(url.searchParams.get('pageNum')) ?? 1,
    pageSize:
      size && (size === defaultSize || (PAGE_SIZES as readonly number[]).includes(size)) ? size : defaultSize,
  };
}
