"use client";

import { useId, useState } from "react";
import type { FeedFilters } from "@/components/forum/feed-pages";
import { useHydrated } from "@/components/ui/use-hydrated";

interface ThreadFiltersProps {
  value: FeedFilters;
  onChange: (filters: FeedFilters) => void;
  /** Signed in: the "New" filter (threads with something new to the member) is offered. */
  canShowNew: boolean;
}

type Option<Value extends string> = { value: Value; label: string };

const SHOW_OPTIONS: Option<FeedFilters["filter"]>[] = [
  { value: "all", label: "All threads" },
  { value: "new", label: "New" },
];
const SORT_OPTIONS: Option<FeedFilters["sort"]>[] = [
  { value: "recent", label: "Recent activity" },
  { value: "new", label: "Newest" },
  { value: "hot", label: "Hot" },
  { value: "top", label: "Top" },
];
const RANGE_OPTIONS: Option<FeedFilters["timeRange"]>[] = [
  { value: "all", label: "All time" },
  { value: "week", label: "Past week" },
  { value: "month", label: "Past month" },
  { value: "year", label: "Past year" },
];

const labelOf = <Value extends string>(options: Option<Value>[], value: Value) => options.find((option) => option.value === value)?.label ?? value;

/** The choices in a few words, for the phone's "Sort & filter" button: "Recent activity · All time". */
function describeFilters({ filter, sort, timeRange }: FeedFilters) {
  return `${filter === "new" ? labelOf(SHOW_OPTIONS, filter) : labelOf(SORT_OPTIONS, sort)} · ${labelOf(RANGE_OPTIONS, timeRange)}`;
}

/**
 * Which threads (all, or those new to the member), sort (recent activity, newest, hot or top) and
 * time range (created in the past week, month or year, or all time). "New" lists by recent
 * activity, so the sort waits meanwhile. Each waits for the page to hydrate: a choice made before
 * would change the control without changing the list.
 *
 * On a phone the choices fold behind one "Sort & filter" button that says what is chosen: one row
 * above the first thread instead of two rows of labelled selects.
 */
export function ThreadFilters({ value, onChange, canShowNew }: ThreadFiltersProps) {
  const id = useId();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const onlyNew = value.filter === "new";

  const select = <Value extends string>(name: string, label: string, options: Option<Value>[], chosen: Value, choose: (value: Value) => void, disabled = false) => (
    <div>
      <label htmlFor={`${id}-${name}`} className="block text-xs font-semibold text-muted">
        {label}
      </label>
      <select
        id={`${id}-${name}`}
        value={chosen}
        disabled={disabled || !hydrated}
        onChange={(event) => choose(event.target.value as Value)}
        className="mt-1 min-h-11 w-full rounded border border-line bg-ink px-3 text-sm disabled:opacity-60"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <div className="mt-4 sm:flex sm:justify-end">
      <button
        type="button"
        aria-label={`Sort & filter: ${describeFilters(value)}`}
        aria-expanded={open}
        aria-controls={`${id}-choices`}
        disabled={!hydrated}
        onClick={() => setOpen((current) => !current)}
        className="flex min-h-11 w-full items-center gap-2 rounded border border-line bg-ink px-3 text-left text-sm disabled:opacity-60 sm:hidden"
      >
        <span className="shrink-0 font-semibold">Sort &amp; filter</span>
        <span className="min-w-0 flex-1 truncate text-muted">{describeFilters(value)}</span>
        <span aria-hidden="true" className={`shrink-0 text-muted transition-transform ${open ? "rotate-180" : ""}`}>
          ▾
        </span>
      </button>
      <div id={`${id}-choices`} className={`${open ? "grid" : "hidden"} mt-3 grid-cols-2 gap-3 sm:mt-0 sm:flex`}>
        {canShowNew && select("show", "Show", SHOW_OPTIONS, value.filter, (filter) => onChange({ ...value, filter }))}
        {select("sort", "Sort by", SORT_OPTIONS, onlyNew ? "recent" : value.sort, (sort) => onChange({ ...value, sort }), onlyNew)}
        {select("range", "Time range", RANGE_OPTIONS, value.timeRange, (timeRange) => onChange({ ...value, timeRange }))}
      </div>
    </div>
  );
}
