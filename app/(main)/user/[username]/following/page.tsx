import type { Metadata } from "next";
import { FollowListPage } from "@/components/members/follow-list-page";
import { followListTitle } from "@/components/members/follow-list-pages";

type Props = { params: Promise<{ username: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: followListTitle("following", (await params).username) };
}

/** The members a member follows, the newest follow first, opened from their profile's count. */
export default async function FollowingPage({ params }: Props) {
  return <FollowListPage username={(await params).username} kind="following" />;
}
