import { PageTabs } from "@/components/ui/page-tabs";

const TABS = [
  { id: "account", label: "Account", href: "/account" },
  { id: "earnings", label: "Earnings", href: "/account?tab=earnings" },
] as const;

export type AccountTab = (typeof TABS)[number]["id"];

/** /account's tabs, shown to verified fighters (the only members with earnings). */
export function AccountTabs({ current }: { current: AccountTab }) {
  return <PageTabs label="Account sections" tabs={TABS} current={current} />;
}
