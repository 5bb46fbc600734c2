/** Whether the server may have another page after these (the last one came full). */
export function hasNextPage(pages: unknown[][] | undefined, pageSize: number) {
  return pages !== undefined && pages.length > 0 && pages.at(-1)!.length >= pageSize;
}
