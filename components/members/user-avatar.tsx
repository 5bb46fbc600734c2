import Image from "next/image";
import type { Role } from "@/lib/generated/prisma/enums";
import { VerifiedIcon } from "@/components/ui/icons";
import { isAvatarImageUrl, isUploadedMediaUrl } from "@/lib/media/media-url";

/** Statuses whose avatars get a highlighted border (SPEC.md "Avatars"). */
const HIGHLIGHTED_STATUSES = new Set(["HALL_OF_FAMER", "CHAMPION", "CONTENDER"]);
const VERIFIED_ROLES = new Set<Role>(["FIGHTER", "INDUSTRY_PROFESSIONAL"]);

interface UserAvatarProps {
  user: { username: string; role: Role; imageUrl: string | null; status?: string | null; isOnline?: boolean };
  size?: "xs" | "sm" | "md" | "lg";
}

/** The same sizes in CSS pixels: a picture uploaded here is sent at this width (and twice it). */
const PIXELS = { xs: 24, sm: 32, md: 40, lg: 80 };

/**
 * A member's picture (or initial, also for a picture from a host the CSP refuses). Pro fighters and industry professionals carry a verified check;
 * everyone else an online dot (when their presence is known), with a highlighted border from
 * CONTENDER up. The smallest size (a stack of recent repliers) carries neither.
 */
export function UserAvatar({ user, size = "md" }: UserAvatarProps) {
  const highlighted = user.status ? HIGHLIGHTED_STATUSES.has(user.status) : false;
  return (
    <span className="avatar-frame">
      <span className={highlighted ? `avatar avatar-${size} avatar-highlighted` : `avatar avatar-${size}`}>
        {user.imageUrl && isAvatarImageUrl(user.imageUrl) ? (
          <Image
            src={user.imageUrl}
            alt=""
            width={PIXELS[size]}
            height={PIXELS[size]}
            // Clerk's pictures come from Clerk's own image service.
            unoptimized={!isUploadedMediaUrl(user.imageUrl)}
            className="h-full w-full object-cover"
          />
        ) : (
          user.username.charAt(0)
        )}
      </span>
      {size === "xs" ? null : VERIFIED_ROLES.has(user.role) ? (
        <span className="absolute -bottom-1 -right-1 rounded-full bg-panel text-sky-400" title="Verified">
          <VerifiedIcon className="h-4 w-4" />
          <span className="sr-only">Verified</span>
        </span>
      ) : (
        user.isOnline !== undefined && (
          <span
            className={user.isOnline ? "presence-dot presence-dot-online" : "presence-dot"}
            title={user.isOnline ? "Online" : "Offline"}
          >
            <span className="sr-only">{user.isOnline ? "Online" : "Offline"}</span>
          </span>
        )
      )}
    </span>
  );
}
