import Link from "next/link";

interface PageTab {
  id: string;
  label: string;
  href: string;
}

/** A page's tabs as links (each tab its own address), the current one marked. */
export function PageTabs({ label, tabs, current }: { label: string; tabs: readonly PageTab[]; current: string }) {
  return (
    <nav aria-label={label} className="flex gap-1 border-b border-line">
      {tabs.map((tab) => (
        <Link
          key={tab.id}
          href={tab.href}
          aria-current={tab.id === current ? "page" : undefined}
          className={`-mb-px flex min-h-11 items-center border-b-2 px-4 font-semibold ${
            tab.id === current ? "border-red-500 text-white" : "border-transparent text-muted hover:text-white"
          }`}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
