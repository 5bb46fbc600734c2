import Link from "next/link";
import type { ComponentProps, ReactNode } from "react";
import { RoleBadge } from "./role-badge";
import { UserAvatar } from "./user-avatar";

interface AuthorHeadingProps {
  /** Null for a deleted reply: only the line below shows. */
  author: ComponentProps<typeof UserAvatar>["user"] | null;
  /** Smaller, for replies. */
  compact?: boolean;
  /** The line under the name: when it was written, and what it answers or when it was edited. */
  children: ReactNode;
  /** Shown at the end of the row (the pinned marker). */
  aside?: ReactNode;
}

/** Who wrote a post: avatar, name linking to their profile and role badge, over when they wrote it. */
export function AuthorHeading({ author, compact = false, children, aside }: AuthorHeadingProps) {
  return (
    <header className={compact ? "author-heading author-heading-compact" : "author-heading"}>
      {author && <UserAvatar user={author} size={compact ? "sm" : "md"} />}
      <div className="author-meta">
        {author && (
          <div className="author-name-row">
            <Link href={`/user/${author.username}`} className="author-name">
              {author.username}
            </Link>
            <RoleBadge role={author.role} />
          </div>
        )}
        <p className="author-line">{children}</p>
      </div>
      {aside}
    </header>
  );
}
