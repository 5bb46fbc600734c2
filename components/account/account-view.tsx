"use client";

import dynamic from "next/dynamic";
import { openAppModal } from "@/components/layout/app-events";
import { VerificationSection } from "@/components/verification/verification-section";
import { isStaff } from "@/lib/auth/roles";
import { CalendarFeedSettings } from "./calendar-feed-settings";
import { MessageSettings } from "./message-settings";
import { NotificationSettings } from "./notification-settings";
import { PlanSection } from "./plan-section";
import { ProfileDetailsForm } from "./profile-details-form";
import { ProfilePictureForm } from "./profile-picture-form";
import { AccountSection } from "./account-section";
import { FollowedCategories } from "./followed-categories";
import { FollowedMembers } from "./followed-members";
import { RestrictedMembers } from "./restricted-members";
import { useAccount } from "./use-account";

// Verified pro fighters alone have it: other members' /account never loads its script. Rendered on
// the server for them like the rest of the page (docs/decisions.md, "A lazily loaded component the
// server renders").
const FighterDetailsForm = dynamic(() => import("./fighter-details-form").then((module) => module.FighterDetailsForm));

/** /account: the member's picture, names, bio and links, a verified fighter's division and record, e-mail and plan, notification switches, who may message them, the fight night calendar, verification, followed members and categories, muted and blocked members, and deletion. */
export function AccountView() {
  const { account, save, changedElsewhere } = useAccount();
  if (!account) return null;
  return (
    <div className="mx-auto max-w-3xl space-y-5">
      <div>
        <h1 className="text-2xl font-bold">Your account</h1>
        <p className="mt-1 text-muted">
          Signed in as <span className="font-semibold text-white">@{account.username}</span>
          {account.email && <> · {account.email}</>}
        </p>
      </div>
      <ProfilePictureForm account={account} onChanged={(imageUrl) => changedElsewhere({ imageUrl })} />
      <ProfileDetailsForm account={account} save={save} />
      {account.fighterDetails && <FighterDetailsForm details={account.fighterDetails} save={save} />}
      <PlanSection planType={account.planType} role={account.role} />
      <NotificationSettings account={account} save={save} />
      <MessageSettings account={account} save={save} />
      <CalendarFeedSettings url={account.calendarFeedUrl} onChanged={(calendarFeedUrl) => changedElsewhere({ calendarFeedUrl })} />
      {!isStaff(account.role) && <VerificationSection role={account.role} />}
      <FollowedMembers />
      <FollowedCategories />
      <RestrictedMembers />
      <AccountSection title="Delete account" description="Your threads, replies, likes and votes are removed and your subscription is cancelled. This cannot be undone.">
        <button
          type="button"
          onClick={() => openAppModal("delete-account")}
          className="min-h-11 rounded border border-red-500/60 px-4 font-semibold text-red-300 hover:bg-red-500/10"
        >
          Delete Account
        </button>
      </AccountSection>
    </div>
  );
}
