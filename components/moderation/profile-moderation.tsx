"use client";

import { MemberBanControls } from "./member-ban-controls";
import { ResetProfileButton } from "./reset-profile-button";

interface ProfileModerationProps {
  member: { id: string; username: string };
  banned: boolean;
  /** The profile has a picture, a full name or links staff can clear (`hasProfileToReset`). */
  canReset: boolean;
}

/** Staff's controls on a member's profile: Ban (or Lift ban) and Reset profile. */
export function ProfileModeration({ member, banned, canReset }: ProfileModerationProps) {
  return (
    <>
      <MemberBanControls member={member} banned={banned} />
      {canReset && <ResetProfileButton member={member} />}
    </>
  );
}
