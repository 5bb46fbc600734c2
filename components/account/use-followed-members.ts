import useSWR from "swr";
import { FOLLOWED_MEMBERS_URL, setMemberFollow } from "@/components/members/member-follow-calls";
import type { FollowedMembersAnswer } from "@/lib/members/member-follows";

/** The members the viewer follows (GET /api/users/me/following) and unfollowing one: they leave the list once the server agrees. */
export function useFollowedMembers() {
  const { data, error, isLoading, mutate: mutateList } = useSWR<FollowedMembersAnswer>(FOLLOWED_MEMBERS_URL);

  async function unfollow(memberId: string) {
    await setMemberFollow(memberId, false);
    await mutateList((current) => current && { members: current.members.filter((member) => member.id !== memberId) }, { revalidate: false });
  }

  return { members: data?.members, error, isLoading, retry: () => void mutateList(), unfollow };
}
