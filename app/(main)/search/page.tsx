import { SearchFormView } from "@/components/search/search-form";
import { searchParamsOf, type SearchForm } from "@/components/search/search-params";
import { SearchResults } from "@/components/search/search-results";
import { searchQuerySchema, type SearchQuery } from "@/lib/validation/search";

export const metadata = { title: "Search" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const EMPTY_SEARCH: SearchForm = { q: "", type: "threads", sort: "relevance" };

/** The first value of each parameter (a repeated one counts once). */
function firstValues(params: Record<string, string | string[] | undefined>) {
  return Object.fromEntries(Object.entries(params).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]));
}

function withoutPaging({ cursor: _cursor, limit: _limit, ...search }: SearchQuery): SearchForm {
  return search;
}

/** Search: the form, and the results of the search the address holds (threads, replies or members). */
export default async function SearchPage({ searchParams }: Props) {
  const params = firstValues(await searchParams);
  const parsed = params.q === undefined ? null : searchQuerySchema.safeParse(params);
  const search: SearchForm | null = parsed?.success ? withoutPaging(parsed.data) : null;
  const form = search ?? { ...EMPTY_SEARCH, q: params.q ?? "" };
  // A new search starts its form and results afresh.
  const address = search ? searchParamsOf(search).toString() : "";
  return (
    <div className="mx-auto max-w-3xl space-y-5">
      <h1 className="text-2xl font-bold">Search</h1>
      <SearchFormView key={`form:${address}`} initial={form} initialError={parsed && !parsed.success ? parsed.error.issues[0].message : null} />
      {search ? (
        <SearchResults key={`results:${address}`} search={search} />
      ) : (
        !parsed && <p className="py-8 text-center text-muted">Search threads, replies and members. Press / anywhere to search.</p>
      )}
    </div>
  );
}
