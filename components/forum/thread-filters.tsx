"use client";

import { useId, type ReactNode } from "react";
import type { FeedFilters } from "@/components/forum/feed-pages";
import { useHydrated } from "@/components/ui/use-hydrated";

interface ThreadFiltersProps {
  value: FeedFilters;
  onChange: (filters: FeedFilters) => void;
  /** Signed in: the "New" filter (threads with something new to the member) is offered. */
  canShowNew: boolean;
  /** More controls in the same row (the view switch). */
  children?: ReactNode;
}

/**
 * Which threads (all, or those new to the member), sort (recent activity, newest, hot or top) and
 * time range (created in the past week, month or year, or all time). "New" lists by recent
 * activity, so the sort waits meanwhile. Each waits for the page to hydrate: a choice made before
 * would change the control without changing the list.
 */
export function ThreadFilters({ value, onChange, canShowNew, children }: ThreadFiltersProps) {
  const id = useId();
  const hydrated = useHydrated();
  const selectClass = "mt-1 min-h-11 w-full rounded border border-line bg-ink px-3 text-sm disabled:opacity-60";
  const onlyNew = value.filter === "new";
  return (
    <div className="mt-4 grid grid-cols-2 gap-3 sm:flex sm:justify-end">
      {canShowNew && (
        <div>
          <label htmlFor={`${id}-show`} className="block text-xs font-semibold text-muted">
            Show
          </label>
          <select
            id={`${id}-show`}
            value={value.filter}
            disabled={!hydrated}
            onChange={(event) => onChange({ ...value, filter: event.target.value as FeedFilters["filter"] })}
            className={selectClass}
          >
            <option value="all">All threads</option>
            <option value="new">New</option>
          </select>
        </div>
      )}
      <div>
        <label htmlFor={`${id}-sort`} className="block text-xs font-semibold text-muted">
          Sort by
        </label>
        <select
          id={`${id}-sort`}
          value={onlyNew ? "recent" : value.sort}
          disabled={onlyNew || !hydrated}
          onChange={(event) => onChange({ ...value, sort: event.target.value as FeedFilters["sort"] })}
          className={selectClass}
        >
          <option value="recent">Recent activity</option>
          <option value="new">Newest</option>
          <option value="hot">Hot</option>
          <option value="top">Top</option>
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-range`} className="block text-xs font-semibold text-muted">
          Time range
        </label>
        <select
          id={`${id}-range`}
          value={value.timeRange}
          disabled={!hydrated}
          onChange={(event) => onChange({ ...value, timeRange: event.target.value as FeedFilters["timeRange"] })}
          className={selectClass}
        >
          <option value="all">All time</option>
          <option value="week">Past week</option>
          <option value="month">Past month</option>
          <option value="year">Past year</option>
        </select>
      </div>
      {children}
    </div>
  );
}
