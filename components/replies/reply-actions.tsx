"use client";

import { MessageIcon, ThumbsDownIcon, ThumbsUpIcon, TrashIcon } from "@/components/ui/icons";
import { useToast } from "@/components/ui/toaster";
import type { ViewerSummary } from "@/lib/auth/viewer-summary";
import { apiFetch, errorMessage } from "@/lib/http/api-fetch";
import { canDeleteReply, canReactToReply, markReplyDisliked, markReplyLiked } from "@/components/replies/reply-state";
import type { ReplyDto } from "@/lib/replies/reply-dto";

export interface ReplyTarget {
  id: string;
  username: string;
}

export interface ReplyActionsProps {
  reply: ReplyDto;
  viewer: ViewerSummary;
  /** The member may answer replies here (paid plan, thread not locked). */
  canAnswer: boolean;
  onAnswer: (target: ReplyTarget) => void;
  /** Runs a reaction against the cached replies: optimistic first, put back when refused. */
  changeReply: (before: ReplyDto, optimistic: (reply: ReplyDto) => ReplyDto, request: () => Promise<ReplyDto>) => Promise<ReplyDto>;
  onDelete: (reply: ReplyDto) => void;
}

const REACTIONS = {
  like: { mark: markReplyLiked, failure: "Failed to like reply" },
  dislike: { mark: markReplyDisliked, failure: "Failed to dislike reply" },
} as const;

const buttonClass = "item-action item-action-quiet";

/** Like and dislike (once, never one's own), answer, and delete for its author and staff. */
export function ReplyActions({ reply, viewer, canAnswer, onAnswer, changeReply, onDelete }: ReplyActionsProps) {
  const toast = useToast();
  const canReact = canReactToReply(reply, viewer);
  const author = reply.user;
  const isOwn = author?.id === viewer.id;

  async function react(kind: keyof typeof REACTIONS) {
    try {
      await changeReply(reply, REACTIONS[kind].mark, () => apiFetch<ReplyDto>(`/api/replies/${reply.id}/${kind}`, { body: { userId: viewer.id } }));
    } catch (error) {
      toast({ title: "Error", description: errorMessage(error, REACTIONS[kind].failure), variant: "destructive" });
    }
  }

  function reactionTitle(kind: keyof typeof REACTIONS) {
    if (isOwn) return `You can't ${kind} your own reply`;
    if (reply.hasLiked || reply.hasDisliked) return "You have already reacted to this reply";
    return kind === "like" ? "Like this reply" : "Dislike this reply";
  }

  return (
    <div className="mt-2 flex flex-wrap items-center gap-x-1 border-t border-line pt-1">
      <button
        type="button"
        aria-label={`Like reply (${reply.likesCount})`}
        aria-pressed={reply.hasLiked}
        title={reactionTitle("like")}
        disabled={!canReact}
        onClick={() => react("like")}
        className={`${buttonClass} ${reply.hasLiked ? "text-red-400 disabled:hover:text-red-400" : ""}`}
      >
        <ThumbsUpIcon className="h-4 w-4" />
        <span aria-hidden="true">{reply.likesCount}</span>
      </button>
      <button
        type="button"
        aria-label={`Dislike reply (${reply.dislikesCount})`}
        aria-pressed={reply.hasDisliked}
        title={reactionTitle("dislike")}
        disabled={!canReact}
        onClick={() => react("dislike")}
        className={`${buttonClass} ${reply.hasDisliked ? "text-red-400 disabled:hover:text-red-400" : ""}`}
      >
        <ThumbsDownIcon className="h-4 w-4" />
        <span aria-hidden="true">{reply.dislikesCount}</span>
      </button>
      {canAnswer && author && (
        <button
          type="button"
          aria-label={`Reply to @${author.username}`}
          onClick={() => onAnswer({ id: reply.id, username: author.username })}
          className={buttonClass}
        >
          <MessageIcon className="h-4 w-4" />
          Reply
        </button>
      )}
      {canDeleteReply(reply, viewer) && (
        <button type="button" aria-label="Delete reply" title="Delete reply" onClick={() => onDelete(reply)} className={`${buttonClass} ml-auto hover:text-red-400`}>
          <TrashIcon className="h-4 w-4" />
        </button>
      )}
    </div>
  );
}
