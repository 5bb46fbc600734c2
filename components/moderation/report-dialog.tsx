"use client";

import { useId, useState } from "react";
import { DialogActions } from "@/components/ui/dialog-actions";
import { Modal } from "@/components/ui/modal";
import { useToast } from "@/components/ui/toaster";
import { ApiError, apiFetch, errorMessage } from "@/lib/http/api-fetch";
import type { ReportAnswer } from "@/lib/moderation/reports";
import { REPORT_DETAILS_MAX } from "@/lib/validation/limits";
import { MEMBER_REPORT_REASONS, POST_REPORT_REASONS, REPORT_REASON_LABELS, type ReportReason } from "@/lib/validation/report-reasons";
import { validateInput } from "@/lib/validation/validate-input";

interface ReportDialogProps {
  /** What is reported: a thread, a reply, a member, or a private message (and so its sender). */
  target: { kind: "thread" | "reply" | "member" | "message"; id: string };
  onClose: () => void;
}

const ENDPOINTS = { thread: "threads", reply: "replies", member: "users", message: "messages" } as const;

const SCHEMAS = { thread: "reportPostSchema", reply: "reportPostSchema", member: "reportMemberSchema", message: "reportMessageSchema" } as const;

const POST_LEGEND = "Why should the moderators look at it? Its author is not told who reported it.";

const LEGENDS = {
  thread: POST_LEGEND,
  reply: POST_LEGEND,
  member: "Why should the moderators look at this member? They are not told who reported them.",
  message: "Why should the moderators look at this message? They read this message only, and its sender is not told who reported it.",
} as const;

/** Asks why a member reports a post, another member or a message, with an optional note (required for "Something else"), and sends it to the moderators. */
export function ReportDialog({ target, onClose }: ReportDialogProps) {
  const toast = useToast();
  const detailsId = useId();
  const problemId = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const reasons = target.kind === "member" || target.kind === "message" ? MEMBER_REPORT_REASONS : POST_REPORT_REASONS;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setProblem(null);
    const schema = () => import("@/lib/validation/reports").then((module) => module[SCHEMAS[target.kind]]);
    const checked = await validateInput(schema, { reason: reason ?? undefined, details });
    if (!checked.ok) return setProblem(checked.message);
    setSending(true);
    try {
      await apiFetch<ReportAnswer>(`/api/${ENDPOINTS[target.kind]}/${target.id}/report`, { body: checked.data });
      toast({ title: "Report sent", description: "Thanks. The moderators will take a look." });
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.code === "ALREADY_REPORTED") {
        toast({ title: "Already reported", description: error.message });
        return onClose();
      }
      setProblem(errorMessage(error, "Failed to send your report. Please try again."));
    } finally {
      setSending(false);
    }
  }

  return (
    <Modal open onClose={onClose} title={`Report this ${target.kind}`} className="max-w-md">
      <form onSubmit={submit} noValidate aria-describedby={problem ? problemId : undefined} className="text-left">
        <fieldset>
          <legend className="text-sm text-zinc-300">{LEGENDS[target.kind]}</legend>
          <div className="mt-3 space-y-1">
            {reasons.map((option, index) => (
              <label key={option} className="flex min-h-11 cursor-pointer items-center gap-3 rounded px-2 hover:bg-line">
                <input
                  type="radio"
                  name="reason"
                  value={option}
                  checked={reason === option}
                  onChange={() => setReason(option)}
                  data-autofocus={index === 0 ? true : undefined}
                  className="h-4 w-4 accent-red-500"
                />
                {REPORT_REASON_LABELS[option]}
              </label>
            ))}
          </div>
        </fieldset>
        <label htmlFor={detailsId} className="mt-4 block text-sm font-semibold">
          {reason === "OTHER" ? "What is wrong with it?" : "Details (optional)"}
        </label>
        <textarea
          id={detailsId}
          value={details}
          onChange={(event) => setDetails(event.target.value)}
          maxLength={REPORT_DETAILS_MAX}
          rows={3}
          className="mt-1 w-full rounded border border-line bg-black/30 p-2 text-sm"
        />
        <p className="text-right text-xs text-muted">
          {details.length}/{REPORT_DETAILS_MAX}
        </p>
        {problem && (
          <p id={problemId} role="alert" className="mt-2 text-sm text-red-400">
            {problem}
          </p>
        )}
        <DialogActions label="Send report" busyLabel="Sending..." busy={sending} onCancel={onClose} />
      </form>
    </Modal>
  );
}
