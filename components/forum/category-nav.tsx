import Link from "next/link";
import { CATEGORIES } from "@/lib/categories";

/** The category sidebar (medium screens and wider). */
export function CategoryNav({ activeId }: { activeId: string }) {
  return (
    <nav aria-label="Categories" className="hidden md:block">
      <h2 className="mb-2 px-3 text-xs font-bold uppercase tracking-wider text-muted">Categories</h2>
      <ul className="space-y-1">
        {CATEGORIES.map((category) => (
          <li key={category.id}>
            <Link
              href={`/forum/${category.id}`}
              aria-current={category.id === activeId ? "page" : undefined}
              className={`block rounded px-3 py-2 text-sm ${category.id === activeId ? "bg-brand font-semibold" : "hover:bg-panel"}`}
            >
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
