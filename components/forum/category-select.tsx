"use client";

import { useRouter } from "next/navigation";

/**
 * The category dropdown on small screens: choosing one opens /forum/{category}. The server renders
 * its options (`CategoryOptions`), so the category list stays out of the page's script.
 */
export function CategorySelect({ activeId, children }: { activeId: string; children: React.ReactNode }) {
  const router = useRouter();
  return (
    <div className="md:hidden">
      <label htmlFor="category-select" className="block text-xs font-semibold text-muted">
        Category
      </label>
      <select
        id="category-select"
        value={activeId}
        onChange={(event) => router.push(`/forum/${event.target.value}`)}
        className="mt-1 min-h-11 w-full rounded border border-line bg-panel px-3"
      >
        {children}
      </select>
    </div>
  );
}
