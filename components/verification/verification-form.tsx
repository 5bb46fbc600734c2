"use client";

import { useId, useState, type FormEvent } from "react";
import { useToast } from "@/components/ui/toaster";
import { apiFetch, errorMessage } from "@/lib/http/api-fetch";
import type { MyVerificationDto } from "@/lib/members/verification";
import { PRO_ROLES, type ProRole } from "@/lib/auth/roles";
import { linksFromLines, VERIFIED_ROLES } from "@/lib/members/verified-roles";
import { validateInput } from "@/lib/validation/validate-input";
import { MY_VERIFICATION_URL } from "./verification-urls";

type Field = "role" | "fullName" | "links" | "note";

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const inputClass = "mt-1 w-full rounded border border-line bg-ink px-3";

interface VerificationFormProps {
  sent: (request: MyVerificationDto) => void;
  onCancel: () => void;
}

/** Asks the admins to verify the member: the role, their full name, links that show who they are, a note. */
export function VerificationForm({ sent, onCancel }: VerificationFormProps) {
  const id = useId();
  const toast = useToast();
  const [role, setRole] = useState<ProRole | null>(null);
  const [fullName, setFullName] = useState("");
  const [links, setLinks] = useState("");
  const [note, setNote] = useState("");
  const [error, setError] = useState<{ field: Field | null; message: string } | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = { role, fullName, links: linksFromLines(links), note };
    const checked = await validateInput(() => import("@/lib/validation/verification").then((module) => module.verificationRequestSchema), input);
    if (!checked.ok) {
      const field = checked.path[0];
      setError({ field: typeof field === "string" && ["role", "fullName", "links", "note"].includes(field) ? (field as Field) : null, message: checked.message });
      return;
    }
    setError(null);
    setSending(true);
    try {
      const request = await apiFetch<MyVerificationDto>(MY_VERIFICATION_URL, { method: "POST", body: checked.data });
      toast({ title: "Request sent", description: "The admins will review it. You will get a notification when they decide." });
      sent(request);
    } catch (failure) {
      setError({ field: null, message: errorMessage(failure, "Failed to send your request. Please try again.") });
      setSending(false);
    }
  }

  const errorFor = (field: Field | null) =>
    error?.field === field && (
      <p id={`${id}-${field ?? "form"}-error`} role="alert" className="mt-1 text-sm text-red-400">
        {error.message}
      </p>
    );
  const describedBy = (field: Field) => (error?.field === field ? `${id}-${field}-error` : undefined);

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <fieldset aria-describedby={describedBy("role")}>
        <legend className="text-sm font-semibold">Verify me as</legend>
        <div className="mt-1 flex flex-wrap gap-x-6">
          {PRO_ROLES.map((name) => (
            <label key={name} className="flex min-h-11 items-center gap-2">
              <input type="radio" name={`${id}-role`} value={name} checked={role === name} onChange={() => setRole(name)} className="h-4 w-4" />
              <span>{capitalized(VERIFIED_ROLES[name])}</span>
            </label>
          ))}
        </div>
        {errorFor("role")}
      </fieldset>
      <div>
        <label htmlFor={`${id}-fullName`} className="block text-sm font-semibold">
          Full name
        </label>
        <input
          id={`${id}-fullName`}
          value={fullName}
          onChange={(event) => setFullName(event.target.value)}
          autoComplete="name"
          aria-invalid={error?.field === "fullName" || undefined}
          aria-describedby={describedBy("fullName")}
          className={`${inputClass} min-h-11`}
        />
        {errorFor("fullName")}
      </div>
      <div>
        <label htmlFor={`${id}-links`} className="block text-sm font-semibold">
          Links that show who you are
        </label>
        <p id={`${id}-links-hint`} className="text-xs text-muted">
          One a line: your record on Sherdog or Tapology, your page at a promotion, a verified social account.
        </p>
        <textarea
          id={`${id}-links`}
          value={links}
          onChange={(event) => setLinks(event.target.value)}
          rows={3}
          placeholder="https://www.tapology.com/fightcenter/fighters/..."
          aria-invalid={error?.field === "links" || undefined}
          aria-describedby={[`${id}-links-hint`, describedBy("links")].filter(Boolean).join(" ")}
          className={`${inputClass} py-2`}
        />
        {errorFor("links")}
      </div>
      <div>
        <label htmlFor={`${id}-note`} className="block text-sm font-semibold">
          Note for the admins (optional)
        </label>
        <textarea
          id={`${id}-note`}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          rows={2}
          aria-invalid={error?.field === "note" || undefined}
          aria-describedby={describedBy("note")}
          className={`${inputClass} py-2`}
        />
        {errorFor("note")}
      </div>
      {errorFor(null)}
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={sending} className="min-h-11 rounded bg-brand px-4 font-semibold text-white hover:bg-brand-dark disabled:opacity-50">
          {sending ? "Sending..." : "Send request"}
        </button>
        <button type="button" disabled={sending} onClick={onCancel} className="min-h-11 rounded border border-line px-4 font-semibold hover:bg-line disabled:opacity-60">
          Cancel
        </button>
      </div>
    </form>
  );
}
