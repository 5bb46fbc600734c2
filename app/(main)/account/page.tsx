import { redirect } from "next/navigation";
import { AccountView } from "@/components/account/account-view";
import { ACCOUNT_URL } from "@/components/account/account-url";
import { getViewer } from "@/lib/auth/viewer";
import { getAccount } from "@/lib/members/account";
import { ServerRenderedData } from "@/lib/swr/server-rendered-data";

export const metadata = { title: "Your account" };

/** The member's own account: picture, names, social links, e-mail, plan, notifications, deletion. */
export default async function AccountPage() {
  const viewer = await getViewer();
  if (!viewer) redirect("/auth?redirect_url=%2Faccount");
  const account = await getAccount(viewer);
  return (
    <ServerRenderedData data={{ [ACCOUNT_URL]: account }}>
      <AccountView />
    </ServerRenderedData>
  );
}
