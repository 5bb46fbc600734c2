import useSWRInfinite from "swr/infinite";
import type { SearchAnswer } from "@/lib/search/results";
import { searchApiUrl, type SearchForm } from "./search-params";

/** Pages of a search's results (swr), each continuing from the previous page's cursor; a member found can be followed. */
export function useSearchResults(search: SearchForm) {
  const pages = useSWRInfinite<SearchAnswer>(
    (index, previous: SearchAnswer | null) => (index === 0 ? searchApiUrl(search) : previous?.nextCursor ? searchApiUrl(search, previous.nextCursor) : null),
    { revalidateFirstPage: false },
  );
  const loaded = pages.data ?? [];
  return {
    results: loaded.flatMap((page) => page.results),
    loading: pages.isLoading,
    loadingMore: loaded.length > 0 && pages.isValidating && pages.size > loaded.length,
    error: pages.error as Error | undefined,
    hasMore: loaded.at(-1)?.nextCursor != null,
    loadMore: () => void pages.setSize(loaded.length + 1),
    /** A member found was followed or unfollowed: their card says so, without searching again. */
    setYouFollow: (memberId: string, youFollow: boolean) =>
      void pages.mutate(
        (data) => data?.map((page) => ({ ...page, results: page.results.map((result) => (result.type === "member" && result.member.id === memberId ? { ...result, youFollow } : result)) })),
        { revalidate: false },
      ),
  };
}
