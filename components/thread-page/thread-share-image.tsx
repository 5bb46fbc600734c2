import { formatCount, truncate } from "@/lib/format";
import type { ThreadShare } from "@/lib/threads/thread-share";

/** Long titles are cut so they fit three lines of the image. */
const IMAGE_TITLE_LENGTH = 100;

/** The theme's colours (app/globals.css), spelled out: the image is drawn without the stylesheet. */
const COLORS = { brand: "#dc2626", ink: "#0b0b0f", panel: "#15151c", line: "#2a2a35", muted: "#a1a1aa", text: "#f4f4f5" };

/**
 * The link-preview image of a thread without an image of its own, drawn by `next/og` (flexbox and
 * inline styles only): brand, category, title, author and counts. It shows the share fields only.
 */
export function ThreadShareImage({ share }: { share: ThreadShare }) {
  const byline = share.authorRole === "FIGHTER" ? `by ${share.authorUsername} · PRO FIGHTER` : `by ${share.authorUsername}`;
  return (
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: 72,
        background: COLORS.ink,
        borderTop: `16px solid ${COLORS.brand}`,
        color: COLORS.text,
      }}
    >
      <div style={{ display: "flex", justifyContent: "space-between", alignItems: "center", fontSize: 34 }}>
        <div style={{ display: "flex", letterSpacing: -1 }}>
          <span>FIGHT</span>
          <span style={{ color: COLORS.brand }}>FORUM</span>
        </div>
        <span style={{ padding: "8px 20px", border: `2px solid ${COLORS.line}`, borderRadius: 12, color: COLORS.muted, fontSize: 28 }}>
          {share.categoryName}
        </span>
      </div>
      <div style={{ display: "flex", fontSize: 68, lineHeight: 1.15 }}>{truncate(share.title, IMAGE_TITLE_LENGTH)}</div>
      <div style={{ display: "flex", justifyContent: "space-between", fontSize: 30, color: COLORS.muted }}>
        <span>{byline}</span>
        <span>{`${formatCount(share.likesCount)} likes · ${formatCount(share.repliesCount)} replies`}</span>
      </div>
    </div>
  );
}
