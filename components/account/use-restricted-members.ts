import useSWR from "swr";
import { RESTRICTIONS_URL, setRestriction, type RestrictionAction } from "@/components/members/restriction-calls";
import type { RestrictionListAnswer } from "@/lib/members/restrictions";

/**
 * The members the viewer muted or blocked (GET /api/users/me/restrictions) and lifting either: the
 * server's answer updates the member's row, and a member with neither left leaves the list.
 */
export function useRestrictedMembers() {
  const { data, error, isLoading, mutate: mutateList } = useSWR<RestrictionListAnswer>(RESTRICTIONS_URL);

  async function lift(memberId: string, action: RestrictionAction) {
    const answer = await setRestriction(memberId, action, false);
    await mutateList(
      (current) =>
        current && {
          members: current.members
            .map((member) => (member.id === memberId ? { ...member, ...answer } : member))
            .filter((member) => member.muted || member.blocked),
        },
      { revalidate: false },
    );
  }

  return { members: data?.members, error, isLoading, retry: () => void mutateList(), lift };
}
