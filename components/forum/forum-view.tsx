import Link from "next/link";
import { getViewer } from "@/lib/auth/viewer";
import { CATEGORIES, resolveCategory } from "@/lib/categories";
import { listPinnedThreads, listThreads } from "@/lib/threads/list-threads";
import { THREAD_PAGE_SIZE } from "@/lib/validation/threads";
import { ThreadSummary } from "./thread-summary";

/** A category's thread list: pinned threads first, then the first page of regular threads. */
export async function ForumView({ categoryId }: { categoryId?: string }) {
  const category = resolveCategory(categoryId);
  const viewer = await getViewer();
  const [pinned, threads] = await Promise.all([
    listPinnedThreads(category.id, viewer),
    listThreads(category.id, { sort: "recent", timeRange: "all", limit: THREAD_PAGE_SIZE, offset: 0, pinnedByUserFilter: "exclude" }, viewer),
  ]);
  return (
    <div className="grid gap-6 md:grid-cols-[14rem_1fr]">
      <nav aria-label="Categories" className="hidden md:block">
        <ul className="space-y-1">
          {CATEGORIES.map((c) => (
            <li key={c.id}>
              <Link
                href={`/forum/${c.id}`}
                aria-current={c.id === category.id ? "page" : undefined}
                className={`block rounded px-3 py-2 text-sm ${c.id === category.id ? "bg-brand font-semibold" : "hover:bg-panel"}`}
              >
                {c.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby="category-title">
        <h1 id="category-title" className="text-2xl font-bold">
          {category.name}
        </h1>
        <p className="mt-1 text-muted">{category.description}</p>
        {pinned.length + threads.length === 0 ? (
          <p className="mt-6 text-muted">No discussions found in this category.</p>
        ) : (
          <ul className="mt-6 space-y-3">
            {[...pinned, ...threads].map((thread) => (
              <li key={thread.id}>
                <ThreadSummary thread={thread} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
