"use client";

import { LoadMoreButton } from "@/components/ui/load-more-button";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/http/api-fetch";
import { CLOSEST_MEMBERS } from "@/lib/validation/limits";
import type { SearchForm } from "./search-params";
import { SearchResultItem } from "./search-result-item";
import { useSearchResults } from "./use-search-results";

const NOTHING_FOUND = {
  threads: "No threads match your search.",
  replies: "No replies match your search.",
  members: "No members match that name.",
} as const;

/** The results of one search, page after page ("Load more"), with loading, empty and error states. */
export function SearchResults({ search }: { search: SearchForm }) {
  const { results, loading, loadingMore, error, hasMore, loadMore, setYouFollow } = useSearchResults(search);
  if (loading) return <Spinner label="Searching..." />;
  if (error && results.length === 0) {
    return (
      <p role="alert" className="py-10 text-center text-red-400">
        {errorMessage(error, "Search failed. Please try again later.")}
      </p>
    );
  }
  if (results.length === 0) {
    return (
      <div className="rounded-lg border border-dashed border-line py-12 text-center text-muted">
        <p>{NOTHING_FOUND[search.type]}</p>
        <p className="mt-1 text-sm">Try other words, fewer filters, or &quot;a phrase&quot;, -word and OR.</p>
      </div>
    );
  }
  return (
    <div className="space-y-3">
      <p role="status" className="sr-only">
        {results.length} results shown
      </p>
      <ul className="space-y-3">
        {results.map((result) => (
          <li key={result.type === "member" ? result.member.id : result.id}>
            <SearchResultItem result={result} onFollowChange={setYouFollow} />
          </li>
        ))}
      </ul>
      {error && (
        <p role="alert" className="text-center text-red-400">
          {errorMessage(error, "Search failed. Please try again later.")}
        </p>
      )}
      {hasMore && <LoadMoreButton label="More results" loading={loadingMore} onClick={loadMore} />}
      {!hasMore && search.type === "members" && search.sort === "relevance" && results.length >= CLOSEST_MEMBERS && (
        <p className="text-center text-sm text-muted">
          These are the {CLOSEST_MEMBERS} closest names. Sort by Newest members to see every member whose name matches.
        </p>
      )}
    </div>
  );
}
