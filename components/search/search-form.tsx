"use client";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { CategoryOptions } from "@/components/forum/category-options";
import { SearchIcon } from "@/components/ui/icons";
import { SEARCH_QUERY_MAX } from "@/lib/validation/limits";
import type { SearchType } from "@/lib/validation/search";
import { validateInput } from "@/lib/validation/validate-input";
import { NO_FILTERS, searchParamsOf, type SearchForm } from "./search-params";

const TYPES: { value: SearchType; label: string }[] = [
  { value: "threads", label: "Threads" },
  { value: "replies", label: "Replies" },
  { value: "members", label: "Members" },
];

const fieldClass = "mt-1 min-h-11 w-full rounded border border-line bg-ink px-3 text-sm";
const labelClass = "block text-xs font-semibold text-muted";

/** "Any", "Yes" or "No" for a yes/no filter. */
function TriState({ id, label, value, onChange }: { id: string; label: string; value: boolean | undefined; onChange: (value: boolean | undefined) => void }) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select
        id={id}
        value={value === undefined ? "" : String(value)}
        onChange={(event) => onChange(event.target.value === "" ? undefined : event.target.value === "true")}
        className={fieldClass}
      >
        <option value="">Any</option>
        <option value="true">Yes</option>
        <option value="false">No</option>
      </select>
    </div>
  );
}

/**
 * The search box, what to find (threads, replies, members), filters for posts and the sort. A
 * search is an address (/search?q=…), so it can be shared, reloaded and gone back to.
 */
export function SearchFormView({ initial, initialError }: { initial: SearchForm; initialError: string | null }) {
  const id = useId();
  const router = useRouter();
  const [form, setForm] = useState(initial);
  const [error, setError] = useState(initialError);
  const change = (patch: Partial<SearchForm>) => setForm((current) => ({ ...current, ...patch }));
  const isPosts = form.type !== "members";
  const filtersInUse = Object.keys(NO_FILTERS).some((key) => form[key as keyof typeof NO_FILTERS] !== undefined);

  /** Runs a search: checked as the API will check it, then opened at its address. */
  async function go(next: SearchForm) {
    setForm(next);
    // Filters a kind of result does not take are dropped, not refused.
    const search = next.type === "members" ? { ...next, ...NO_FILTERS } : next.type === "replies" ? { ...next, hasPoll: undefined } : next;
    const checked = await validateInput(() => import("@/lib/validation/search").then((module) => module.searchQuerySchema), Object.fromEntries(searchParamsOf(search)));
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setError(null);
    router.push(`/search?${searchParamsOf(search)}`);
  }

  function submit(event: React.FormEvent) {
    event.preventDefault();
    void go(form);
  }

  /** A new kind or order re-runs a search already made; before the first one, it only sets the form. */
  function choose(patch: Pick<Partial<SearchForm>, "type" | "sort">) {
    if (initial.q && form.q.trim()) void go({ ...form, ...patch });
    else change(patch);
  }

  return (
    <form role="search" aria-label="Search threads, replies and members" onSubmit={submit} noValidate className="space-y-3">
      <div className="flex gap-2">
        <label htmlFor={`${id}-q`} className="sr-only">
          Search
        </label>
        <input
          id={`${id}-q`}
          type="search"
          name="q"
          value={form.q}
          maxLength={SEARCH_QUERY_MAX}
          autoFocus={initial.q === ""}
          placeholder='Words, "a phrase", -exclude, this OR that'
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => change({ q: event.target.value })}
          className="min-h-11 min-w-0 flex-1 rounded border border-line bg-ink px-3"
        />
        <button type="submit" className="inline-flex min-h-11 items-center gap-2 rounded bg-brand px-4 font-semibold">
          <SearchIcon className="h-4 w-4" />
          Search
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-400">
          {error}
        </p>
      )}
      <div className="flex flex-wrap items-end gap-3">
        <div role="group" aria-label="Find" className="flex rounded border border-line">
          {TYPES.map(({ value, label }) => (
            <button
              key={value}
              type="button"
              aria-pressed={form.type === value}
              onClick={() => choose({ type: value })}
              className={`min-h-11 px-3 text-sm first:rounded-l last:rounded-r ${form.type === value ? "bg-line font-semibold text-white" : "text-muted hover:text-white"}`}
            >
              {label}
            </button>
          ))}
        </div>
        <div className="ml-auto">
          <label htmlFor={`${id}-sort`} className={labelClass}>
            Sort by
          </label>
          <select id={`${id}-sort`} value={form.sort} onChange={(event) => choose({ sort: event.target.value as SearchForm["sort"] })} className={fieldClass}>
            <option value="relevance">{isPosts ? "Best match" : "Closest name"}</option>
            <option value="newest">{isPosts ? "Newest" : "Newest members"}</option>
          </select>
        </div>
      </div>
      {isPosts && (
        <details open={filtersInUse} className="rounded border border-line p-3">
          <summary className="min-h-11 cursor-pointer content-center text-sm font-semibold">Filters</summary>
          <div className="mt-2 grid gap-3 sm:grid-cols-3">
            <div>
              <label htmlFor={`${id}-category`} className={labelClass}>
                Category
              </label>
              <select
                id={`${id}-category`}
                value={form.category ?? ""}
                onChange={(event) => change({ category: (event.target.value || undefined) as SearchForm["category"] })}
                className={fieldClass}
              >
                <option value="">All categories</option>
                <CategoryOptions />
              </select>
            </div>
            <div>
              <label htmlFor={`${id}-author`} className={labelClass}>
                Author
              </label>
              <input
                id={`${id}-author`}
                value={form.author ?? ""}
                placeholder="username"
                onChange={(event) => change({ author: event.target.value.trim() || undefined })}
                className={fieldClass}
              />
            </div>
            <div className="grid grid-cols-2 gap-3">
              <div>
                <label htmlFor={`${id}-from`} className={labelClass}>
                  From
                </label>
                <input id={`${id}-from`} type="date" value={form.from ?? ""} onChange={(event) => change({ from: event.target.value || undefined })} className={fieldClass} />
              </div>
              <div>
                <label htmlFor={`${id}-to`} className={labelClass}>
                  To
                </label>
                <input id={`${id}-to`} type="date" value={form.to ?? ""} onChange={(event) => change({ to: event.target.value || undefined })} className={fieldClass} />
              </div>
            </div>
            {form.type === "threads" && <TriState id={`${id}-poll`} label="Has a poll" value={form.hasPoll} onChange={(hasPoll) => change({ hasPoll })} />}
            <TriState id={`${id}-image`} label="Has an image" value={form.hasImage} onChange={(hasImage) => change({ hasImage })} />
          </div>
        </details>
      )}
    </form>
  );
}
