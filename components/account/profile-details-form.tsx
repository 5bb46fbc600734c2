"use client";

import { useId, useState, type FormEvent } from "react";
import { useToast } from "@/components/ui/toaster";
import { useHydrated } from "@/components/ui/use-hydrated";
import { errorMessage } from "@/lib/http/api-fetch";
import type { AccountAnswer } from "@/lib/members/account";
import { SOCIAL_NETWORKS, type SocialNetwork } from "@/lib/members/social-links";
import type { AccountUpdateInput } from "@/lib/validation/account";
import { BIO_MAX } from "@/lib/validation/limits";
import { validateInput } from "@/lib/validation/validate-input";
import { AccountSection } from "./account-section";
import { SaveFooter } from "./save-footer";
import type { useAccount } from "./use-account";

interface ProfileDetailsFormProps {
  account: AccountAnswer;
  save: ReturnType<typeof useAccount>["save"];
}

type FieldName = "firstName" | "lastName" | "bio" | SocialNetwork;

const PLACEHOLDERS: Record<SocialNetwork, string> = {
  twitter: "@handle or x.com/handle",
  instagram: "@handle or instagram.com/handle",
  youtube: "@channel or youtube.com/@channel",
  facebook: "facebook.com/page",
};

function fieldsOf(account: AccountAnswer): Record<FieldName, string> {
  return {
    firstName: account.firstName ?? "",
    lastName: account.lastName ?? "",
    bio: account.bio ?? "",
    twitter: account.socialLinks.twitter ?? "",
    instagram: account.socialLinks.instagram ?? "",
    youtube: account.socialLinks.youtube ?? "",
    facebook: account.socialLinks.facebook ?? "",
  };
}

/** The changed fields as PATCH /api/users/me's body, or null when nothing changed. */
function changesOf(before: Record<FieldName, string>, after: Record<FieldName, string>): AccountUpdateInput | null {
  const changed = (name: FieldName) => after[name].trim() !== before[name].trim();
  const socialLinks = Object.fromEntries(SOCIAL_NETWORKS.filter(({ key }) => changed(key)).map(({ key }) => [key, after[key]]));
  const update: AccountUpdateInput = {
    ...(changed("firstName") && { firstName: after.firstName }),
    ...(changed("lastName") && { lastName: after.lastName }),
    ...(changed("bio") && { bio: after.bio }),
    ...(Object.keys(socialLinks).length > 0 && { socialLinks }),
  };
  return Object.keys(update).length > 0 ? update : null;
}

/** First and last name, the bio and the four social links, checked with the server's schema before saving. */
export function ProfileDetailsForm({ account, save }: ProfileDetailsFormProps) {
  const toast = useToast();
  const id = useId();
  const saved = fieldsOf(account);
  const [fields, setFields] = useState(saved);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // Typed before React hydrated, a value would be put back to the state's on hydration.
  const hydrated = useHydrated();
  const update = changesOf(saved, fields);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!update) return;
    setFailure(null);
    const checked = await validateInput(() => import("@/lib/validation/account").then((module) => module.accountUpdateSchema), update);
    if (!checked.ok) {
      const field = checked.path.at(-1);
      if (typeof field === "string" && field in fields) setErrors({ [field]: checked.message });
      else setFailure(checked.message);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const answer = await save(update);
      if (answer) setFields(fieldsOf(answer));
      toast({ title: "Profile saved" });
    } catch (error) {
      setFailure(errorMessage(error, "Failed to save your profile. Please try again."));
    } finally {
      setSaving(false);
    }
  }

  function field(name: FieldName, label: string, props: { placeholder?: string; autoComplete?: string } = {}) {
    const error = errors[name];
    const control = {
      id: `${id}-${name}`,
      value: fields[name],
      disabled: !hydrated,
      "aria-invalid": error ? true : undefined,
      "aria-describedby": error ? `${id}-${name}-error` : undefined,
      ...props,
    };
    return (
      <div>
        <label htmlFor={control.id} className="block text-sm font-semibold">
          {label}
        </label>
        {name === "bio" ? (
          <>
            <textarea
              {...control}
              onChange={(event) => setFields({ ...fields, bio: event.target.value })}
              maxLength={BIO_MAX}
              rows={3}
              className="mt-1 w-full rounded border border-line bg-ink px-3 py-2"
            />
            <p className="text-right text-xs text-muted">
              {fields.bio.length}/{BIO_MAX}
            </p>
          </>
        ) : (
          <input {...control} onChange={(event) => setFields({ ...fields, [name]: event.target.value })} className="mt-1 min-h-11 w-full rounded border border-line bg-ink px-3" />
        )}
        {error && (
          <p id={`${id}-${name}-error`} className="mt-1 text-sm text-red-400">
            {error}
          </p>
        )}
      </div>
    );
  }

  return (
    <AccountSection title="Profile" description="Shown on your profile's About tab. Links may be full addresses or handles.">
      <form onSubmit={submit} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          {field("firstName", "First name", { autoComplete: "given-name" })}
          {field("lastName", "Last name", { autoComplete: "family-name" })}
          <div className="sm:col-span-2">{field("bio", "Bio", { placeholder: "Who you are, who you train with, who you back" })}</div>
          {SOCIAL_NETWORKS.map(({ key, label }) => (
            <div key={key}>{field(key, label, { placeholder: PLACEHOLDERS[key] })}</div>
          ))}
        </div>
        <SaveFooter failure={failure} label="Save profile" saving={saving} disabled={!update} />
      </form>
    </AccountSection>
  );
}
