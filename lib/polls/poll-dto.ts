import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";

/** The relations a poll needs, with the viewer's own vote. */
export function pollInclude(viewerId: string | null) {
  return {
    options: { orderBy: { position: "asc" as const } },
    votes: { where: { userId: viewerId ?? "" }, select: { optionId: true } },
  } satisfies Prisma.PollInclude;
}

/** A poll as `pollInclude` reads it (or a thread card's statement, lib/threads/thread-rows.ts). */
export interface PollRow {
  id: string;
  question: string;
  votesCount: number;
  expiresAt: Date | null;
  votes: { optionId: string }[];
  options: { id: string; text: string; votesCount: number }[];
}

/** A poll with its counts and the viewer's vote (the same shape as a thread's `poll`). */
export function toPollDto(poll: PollRow) {
  return {
    id: poll.id,
    question: poll.question,
    votesCount: poll.votesCount,
    expiresAt: poll.expiresAt?.toISOString() ?? null,
    hasVoted: poll.votes.length > 0,
    votedOptionId: poll.votes.at(0)?.optionId ?? null,
    options: poll.options.map((option) => ({ id: option.id, text: option.text, votesCount: option.votesCount })),
  };
}
export type PollDto = ReturnType<typeof toPollDto>;
