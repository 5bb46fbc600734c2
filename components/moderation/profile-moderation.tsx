"use client";

import { RemoveVerificationButton } from "@/components/verification/remove-verification-button";
import { MemberBanControls } from "./member-ban-controls";
import { ResetProfileButton } from "./reset-profile-button";

interface ProfileModerationProps {
  member: { id: string; username: string };
  banned: boolean;
  /** The profile has a picture, a full name or links staff can clear (`hasProfileToReset`). */
  canReset: boolean;
  /** The viewer is an admin and the member is verified: `fighter` when as a pro fighter. */
  verification: { fighter: boolean } | null;
}

/** Staff's controls on a member's profile: Ban (or Lift ban), Reset profile, and an admin's Remove verification. */
export function ProfileModeration({ member, banned, canReset, verification }: ProfileModerationProps) {
  return (
    <>
      <MemberBanControls member={member} banned={banned} />
      {canReset && <ResetProfileButton member={member} />}
      {verification && <RemoveVerificationButton member={member} fighter={verification.fighter} />}
    </>
  );
}
