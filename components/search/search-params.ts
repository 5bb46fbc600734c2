import type { SearchQuery } from "@/lib/validation/search";

/** What the /search address holds: the search as the form and the API take it, defaults left out. */
export type SearchForm = Omit<SearchQuery, "cursor" | "limit">;

export const NO_FILTERS: Pick<SearchForm, "category" | "author" | "from" | "to" | "hasPoll" | "hasImage"> = {
  category: undefined,
  author: undefined,
  from: undefined,
  to: undefined,
  hasPoll: undefined,
  hasImage: undefined,
};

/** The query string of a search (for /search and GET /api/search), without defaults. */
export function searchParamsOf(search: SearchForm) {
  const params = new URLSearchParams({ q: search.q });
  if (search.type !== "threads") params.set("type", search.type);
  for (const key of ["category", "author", "from", "to"] as const) {
    const value = search[key];
    if (value) params.set(key, value);
  }
  if (search.hasPoll !== undefined) params.set("hasPoll", String(search.hasPoll));
  if (search.hasImage !== undefined) params.set("hasImage", String(search.hasImage));
  if (search.sort !== "relevance") params.set("sort", search.sort);
  return params;
}

/** The API address of a page of results: the first, or the one after `cursor`. */
export function searchApiUrl(search: SearchForm, cursor?: string) {
  const params = searchParamsOf(search);
  if (cursor) params.set("cursor", cursor);
  return `/api/search?${params}`;
}
