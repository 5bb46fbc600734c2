import Link from "next/link";
import type { FollowedMemberDto } from "@/lib/members/member-follows";
import { RoleBadge } from "./role-badge";
import { UserAvatar } from "./user-avatar";

interface MemberListItemProps {
  member: FollowedMemberDto;
  /** The line under the name. */
  detail: string;
  /** Beside the role badge. */
  badge?: React.ReactNode;
  /** At the row's end: Follow or Unfollow. */
  action?: React.ReactNode;
  className?: string;
}

/** A member in a list of members (follow lists, suggestions): picture, name to their profile, role, a line about them, an action. */
export function MemberListItem({ member, detail, badge, action, className = "" }: MemberListItemProps) {
  return (
    <li className={`flex items-center gap-3 py-2 ${className}`}>
      <UserAvatar user={member} size="sm" />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <Link href={`/user/${member.username}`} className="break-all font-semibold hover:underline">
            @{member.username}
          </Link>
          <RoleBadge role={member.role} />
          {badge}
        </div>
        <p className="text-xs text-muted">{detail}</p>
      </div>
      {action}
    </li>
  );
}
