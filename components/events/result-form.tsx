"use client";

import { useState } from "react";
import { useToast } from "@/components/ui/toaster";
import { errorMessage } from "@/lib/http/api-fetch";
import type { BoutDto } from "@/lib/events/event-dto";
import type { MethodInput, ResultsInput } from "@/lib/validation/events";
import { METHOD_CHOICES, METHOD_LABELS } from "./event-labels";

type Outcome = ResultsInput["results"][number]["outcome"];

interface ResultFormProps {
  bout: BoutDto;
  onSubmit: (result: ResultsInput["results"][number]) => Promise<void>;
}

/** Staff enter (or correct) a bout's result: the winner and method with the round of a finish, a draw or a no contest. */
export function ResultForm({ bout, onSubmit }: ResultFormProps) {
  const toast = useToast();
  const [outcome, setOutcome] = useState<Outcome>(bout.result?.outcome ?? "red");
  const [method, setMethod] = useState<MethodInput>(bout.result?.method ?? "decision");
  const [round, setRound] = useState(bout.result?.round ?? 1);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const isWin = outcome === "red" || outcome === "blue";
  const id = `result-${bout.id}`;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await onSubmit({ boutId: bout.id, outcome, method: isWin ? method : null, round: isWin && method !== "decision" ? round : null });
      toast({ title: "Result saved", description: "Picks for this bout are scored." });
    } catch (caught) {
      setError(errorMessage(caught, "Failed to save the result. Please try again."));
    } finally {
      setBusy(false);
    }
  }

  const fieldClass = "min-h-11 rounded border border-line bg-ink px-2";
  return (
    <form onSubmit={submit} aria-label={`Result of ${bout.red.name} vs ${bout.blue.name}`} className="mt-3 flex flex-wrap items-end gap-2 border-t border-line pt-3 text-sm">
      <label className="flex flex-col gap-1">
        <span className="text-muted">Outcome</span>
        <select id={`${id}-outcome`} value={outcome} onChange={(event) => setOutcome(event.target.value as Outcome)} className={fieldClass}>
          <option value="red">{bout.red.name} wins</option>
          <option value="blue">{bout.blue.name} wins</option>
          <option value="draw">Draw</option>
          <option value="no_contest">No contest</option>
        </select>
      </label>
      {isWin && (
        <label className="flex flex-col gap-1">
          <span className="text-muted">Method</span>
          <select value={method} onChange={(event) => setMethod(event.target.value as MethodInput)} className={fieldClass}>
            {METHOD_CHOICES.map((choice) => (
              <option key={choice} value={choice}>
                {METHOD_LABELS[choice]}
              </option>
            ))}
          </select>
        </label>
      )}
      {isWin && method !== "decision" && (
        <label className="flex flex-col gap-1">
          <span className="text-muted">Round</span>
          <select value={round} onChange={(event) => setRound(Number(event.target.value))} className={fieldClass}>
            {Array.from({ length: bout.scheduledRounds }, (_, index) => index + 1).map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </label>
      )}
      <button type="submit" disabled={busy} className="min-h-11 rounded bg-brand px-4 font-semibold disabled:opacity-60">
        {busy ? "Saving..." : bout.result ? "Correct result" : "Save result"}
      </button>
      {error && (
        <p role="alert" className="w-full text-red-400">
          {error}
        </p>
      )}
    </form>
  );
}
