"use client";

import { useId, useState, type FormEvent } from "react";
import { useToast } from "@/components/ui/toaster";
import { useHydrated } from "@/components/ui/use-hydrated";
import { errorMessage } from "@/lib/http/api-fetch";
import type { AccountAnswer } from "@/lib/members/account";
import { WeightClassOptions } from "@/components/members/weight-class-options";
import type { FighterDetailsDto } from "@/lib/members/fighter-details";
import type { AccountUpdateInput } from "@/lib/validation/account";
import { validateInput } from "@/lib/validation/validate-input";
import { AccountSection } from "./account-section";
import { SaveFooter } from "./save-footer";
import type { useAccount } from "./use-account";

interface FighterDetailsFormProps {
  details: FighterDetailsDto;
  save: ReturnType<typeof useAccount>["save"];
}

const COUNTS = [
  { name: "wins", label: "Wins" },
  { name: "losses", label: "Losses" },
  { name: "draws", label: "Draws" },
] as const;
type CountName = (typeof COUNTS)[number]["name"];
type Fields = { weightClass: string } & Record<CountName, string>;

const fieldsOf = ({ weightClass, record }: FighterDetailsDto): Fields => ({
  weightClass: weightClass ?? "",
  wins: record ? String(record.wins) : "",
  losses: record ? String(record.losses) : "",
  draws: record ? String(record.draws) : "",
});

const ALL_OR_NONE = "Fill in wins, losses and draws, or leave all three empty";

/** A verified pro fighter's division and pro record (wins, losses, draws), checked with the server's schema before saving. */
export function FighterDetailsForm({ details, save }: FighterDetailsFormProps) {
  const toast = useToast();
  const id = useId();
  const saved = fieldsOf(details);
  const [fields, setFields] = useState(saved);
  const [problem, setProblem] = useState<{ field: keyof Fields | null; message: string } | null>(null);
  const [saving, setSaving] = useState(false);
  // Typed or chosen before React hydrated, a value would be put back to the state's on hydration.
  const hydrated = useHydrated();
  const changed = (Object.keys(fields) as (keyof Fields)[]).some((name) => fields[name].trim() !== saved[name]);

  function updateFrom(): AccountUpdateInput | string {
    const counts = COUNTS.map(({ name }) => fields[name].trim());
    const filled = counts.filter((count) => count !== "").length;
    if (filled > 0 && filled < counts.length) return ALL_OR_NONE;
    // Checked as numbers by the server's schema: "3.5" or "x" is refused there with its message.
    const [wins, losses, draws] = counts.map((count) => (/^\d+$/.test(count) ? Number(count) : Number.NaN));
    return { fighterDetails: { weightClass: (fields.weightClass || null) as FighterDetailsDto["weightClass"], record: filled === 0 ? null : { wins, losses, draws } } };
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const update = updateFrom();
    if (typeof update === "string") return setProblem({ field: null, message: update });
    const checked = await validateInput(() => import("@/lib/validation/account").then((module) => module.accountUpdateSchema), update);
    if (!checked.ok) {
      const field = checked.path.at(-1);
      return setProblem({ field: typeof field === "string" && field in fields ? (field as keyof Fields) : null, message: checked.message });
    }
    setProblem(null);
    setSaving(true);
    try {
      const answer: AccountAnswer | undefined = await save(update);
      if (answer?.fighterDetails) setFields(fieldsOf(answer.fighterDetails));
      toast({ title: "Fighter details saved", description: "Your profile and Fighters show them." });
    } catch (error) {
      setProblem({ field: null, message: errorMessage(error, "Failed to save your fighter details. Please try again.") });
    } finally {
      setSaving(false);
    }
  }

  const invalid = (name: keyof Fields) =>
    problem?.field === name ? { "aria-invalid": true as const, "aria-describedby": `${id}-problem` } : {};
  return (
    <AccountSection title="Fighter details" description="Your division and pro record, on your profile and in Fighters.">
      <form onSubmit={submit} noValidate className="space-y-4">
        <div>
          <label htmlFor={`${id}-weightClass`} className="block text-sm font-semibold">
            Weight class
          </label>
          <select
            id={`${id}-weightClass`}
            value={fields.weightClass}
            disabled={!hydrated}
            onChange={(event) => setFields({ ...fields, weightClass: event.target.value })}
            className="mt-1 min-h-11 w-full rounded border border-line bg-ink px-3 sm:w-64"
            {...invalid("weightClass")}
          >
            <WeightClassOptions none="Not set" />
          </select>
        </div>
        <fieldset>
          <legend className="text-sm font-semibold">Pro record</legend>
          <div className="mt-1 grid max-w-sm grid-cols-3 gap-3">
            {COUNTS.map(({ name, label }) => (
              <div key={name}>
                <label htmlFor={`${id}-${name}`} className="block text-xs text-muted">
                  {label}
                </label>
                <input
                  id={`${id}-${name}`}
                  inputMode="numeric"
                  value={fields[name]}
                  disabled={!hydrated}
                  onChange={(event) => setFields({ ...fields, [name]: event.target.value })}
                  className="mt-1 min-h-11 w-full rounded border border-line bg-ink px-3 tabular-nums"
                  {...invalid(name)}
                />
              </div>
            ))}
          </div>
        </fieldset>
        <SaveFooter failure={problem?.message ?? null} failureId={`${id}-problem`} label="Save fighter details" saving={saving} disabled={!changed} />
      </form>
    </AccountSection>
  );
}
