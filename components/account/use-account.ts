import useSWR from "swr";
import { apiFetch } from "@/lib/http/api-fetch";
import type { AccountAnswer } from "@/lib/members/account";
import type { AccountUpdateInput } from "@/lib/validation/account";
import { ACCOUNT_URL } from "./account-url";

/**
 * The member's own account (GET /api/users/me, seeded by the /account page) and the one way to
 * change it: PATCH, then the cached copy is the server's answer. `optimistic` shows a change at
 * once and puts the old copy back when the server refuses (notification switches).
 */
export function useAccount() {
  const { data, error, mutate } = useSWR<AccountAnswer>(ACCOUNT_URL);

  async function save(update: AccountUpdateInput, { optimistic }: { optimistic?: (account: AccountAnswer) => AccountAnswer } = {}) {
    return mutate(() => apiFetch<AccountAnswer>(ACCOUNT_URL, { method: "PATCH", body: update }), {
      // Applied to the copy cached when the write starts, so quick successive switches all show.
      optimisticData: optimistic && ((current: AccountAnswer | undefined) => optimistic(current ?? (data as AccountAnswer))),
      rollbackOnError: true,
      revalidate: false,
      populateCache: true,
    });
  }

  /** A change another endpoint made (the picture, the calendar address), shown without reading the account again. */
  function changedElsewhere(change: Partial<AccountAnswer>) {
    void mutate((account) => account && { ...account, ...change }, { revalidate: false });
  }

  return { account: data, error, save, changedElsewhere };
}
