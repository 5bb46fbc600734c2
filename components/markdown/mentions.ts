import useSWR from "swr";
import type { MentionSuggestion } from "@/lib/members/mention-suggestions";

/** An "@name" being typed: the letters after "@" so far, and where the "@" is. */
export interface MentionQuery {
  query: string;
  start: number;
}

// As the server reads mentions (lib/notifications/mentions.ts): an "@" not after a word character.
const MENTION_BEING_TYPED = /(?<![\w@])@([A-Za-z0-9_]{1,30})$/;

/** The mention the caret is at the end of, if any. */
export function mentionBeforeCaret(text: string, caret: number): MentionQuery | null {
  const match = MENTION_BEING_TYPED.exec(text.slice(0, caret));
  return match ? { query: match[1], start: caret - match[0].length } : null;
}

/** The text with the typed "@partial" replaced by "@username ", and the caret after it. */
export function withMention(text: string, mention: MentionQuery, caret: number, username: string) {
  const inserted = `@${username} `;
  const rest = text.slice(caret).replace(/^ /, "");
  return { text: text.slice(0, mention.start) + inserted + rest, caret: mention.start + inserted.length };
}

/** Members whose username starts with `query` (nothing while no mention is typed); the last list stays while the next loads. */
export function useMentionSuggestions(query: string | null): MentionSuggestion[] {
  const { data } = useSWR<MentionSuggestion[]>(query ? `/api/users/mention-suggestions?${new URLSearchParams({ q: query })}` : null, {
    keepPreviousData: true,
  });
  return query ? (data ?? []) : [];
}
