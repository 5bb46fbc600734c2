import { useCallback, useMemo } from "react";
import { useSessionValue } from "@/components/ui/use-session-value";
import type { ReplyTarget } from "./reply-actions";

/**
 * The reply a member is writing in a thread, and the reply it answers, kept in session storage
 * until it is posted: a reload (a phone browser reloading a tab it had put away, a slip of the
 * finger) or a visit to another page and back loses nothing. Two keys, so the replies around the
 * form do not re-render at each keystroke.
 */
const draftKey = (threadId: string, part: "content" | "target") => `fightforum:reply-draft:${threadId}:${part}`;

export function useReplyDraftContent(threadId: string) {
  const [stored, setStored] = useSessionValue(draftKey(threadId, "content"));
  const setContent = useCallback(
    (next: string | ((current: string) => string)) =>
      setStored((current) => {
        const value = typeof next === "function" ? next(current ?? "") : next;
        return value === "" ? null : value;
      }),
    [setStored],
  );
  return [stored ?? "", setContent] as const;
}

export function useReplyDraftTarget(threadId: string) {
  const [stored, setStored] = useSessionValue(draftKey(threadId, "target"));
  const target = useMemo(() => parseTarget(stored), [stored]);
  const setTarget = useCallback((next: ReplyTarget | null) => setStored(next && JSON.stringify({ id: next.id, username: next.username })), [setStored]);
  return [target, setTarget] as const;
}

/** What session storage held, if it is a target this version can use. */
function parseTarget(stored: string | null): ReplyTarget | null {
  if (!stored) return null;
  try {
    const value: unknown = JSON.parse(stored);
    if (typeof value !== "object" || value === null) return null;
    const { id, username } = value as Record<string, unknown>;
    return typeof id === "string" && typeof username === "string" ? { id, username } : null;
  } catch {
    return null;
  }
}
