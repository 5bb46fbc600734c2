import Link from "next/link";

const TABS = [
  { id: "account", label: "Account", href: "/account" },
  { id: "earnings", label: "Earnings", href: "/account?tab=earnings" },
] as const;

export type AccountTab = (typeof TABS)[number]["id"];

/** /account's tabs, shown to verified fighters (the only members with earnings). */
export function AccountTabs({ current }: { current: AccountTab }) {
  return (
    <nav aria-label="Account sections" className="flex gap-1 border-b border-line">
      {TABS.map((tab) => (
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
