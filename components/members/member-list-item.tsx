import Link from "next/link";
import type { FollowedMemberDto } from "@/lib/members/member-follows";
import { RoleBadge } from "./role-badge";
import { UserAvatar } from "./user-avatar";

interface MemberListItemProps {
  member: FollowedMemberDto;
  /** The line under the name. */
  detail: string;
  /** Under that line: a few words of theirs (the directory's bios), cut to two lines. */
  about?: string | null;
  /** Beside the role badge. */
  badge?: React.ReactNode;
  /** At the row's end: Follow or Unfollow. */
  action?: React.ReactNode;
  className?: string;
}

/** A member in a list of members (follow lists, suggestions): picture, name to their profile, role, a line about them, an action. */
export function MemberListItem({ member, detail, about, badge, action, className = "" }: MemberListItemProps) {
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
        {about && <p className="mt-1 line-clamp-2 break-words text-sm">{about}</p>}
      </div>
      {action}
    </li>
  );
}
