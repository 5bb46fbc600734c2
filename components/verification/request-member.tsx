import Link from "next/link";
import { RoleBadge } from "@/components/members/role-badge";
import { UserAvatar } from "@/components/members/user-avatar";
import { formatCount, formatDate } from "@/lib/format";
import type { VerificationQueueItemDto } from "@/lib/members/verification";

/** Who asked to be verified, as the admins' lists show them: picture, username, role, and what the forum knows of them. */
export function RequestMember({ member }: { member: VerificationQueueItemDto["member"] }) {
  return (
    <div className="flex items-center gap-3">
      <UserAvatar user={member} size="md" />
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-bold">
          <Link href={`/user/${member.username}`} className="break-all hover:underline">
            @{member.username}
          </Link>
          <RoleBadge role={member.role} />
        </p>
        <p className="text-xs text-muted">
          Joined {formatDate(member.createdAt)} · {formatCount(member.postsCount)} threads · {formatCount(member.repliesCount)} replies · FC {formatCount(member.fightCred)}
        </p>
      </div>
    </div>
  );
}
