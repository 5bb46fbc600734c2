"use client";

import { useRouter } from "next/navigation";
import { CategoryOptions } from "./category-options";

/** The category dropdown on small screens: choosing one opens /forum/{category}. */
export function CategorySelect({ activeId }: { activeId: string }) {
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
        <CategoryOptions />
      </select>
    </div>
  );
}
