import { truncate } from "@/lib/format";

/** Long titles are cut so they fit three lines of the image. */
const IMAGE_TITLE_LENGTH = 100;

/** The theme's colours (app/globals.css), spelled out: the image is drawn without the stylesheet. */
const COLORS = { brand: "#dc2626", ink: "#0b0b0f", line: "#2a2a35", muted: "#a1a1aa", text: "#f4f4f5" };

interface ShareImageProps {
  /** Top right, in a frame: a thread's category, an event's status. */
  badge: string;
  title: string;
  /** Under the title: an event's main event. */
  subtitle?: string | null;
  /** The bottom line's two ends. */
  footer: [string, string?];
}

/**
 * A shared link's preview image, drawn by `next/og` (flexbox and inline styles only): the brand,
 * a badge, the title and a footer. Its callers give it share fields only, never premium content.
 */
export function ShareImage({ badge, title, subtitle, footer: [footerStart, footerEnd] }: ShareImageProps) {
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
        <span style={{ padding: "8px 20px", border: `2px solid ${COLORS.line}`, borderRadius: 12, color: COLORS.muted, fontSize: 28 }}>{badge}</span>
      </div>
      <div style={{ display: "flex", flexDirection: "column", gap: 24 }}>
        <div style={{ display: "flex", fontSize: 68, lineHeight: 1.15 }}>{truncate(title, IMAGE_TITLE_LENGTH)}</div>
        {subtitle && <div style={{ display: "flex", fontSize: 40, color: COLORS.muted }}>{subtitle}</div>}
      </div>
      <div style={{ display: "flex", justifyContent: "space-between", fontSize: 30, color: COLORS.muted }}>
        <span>{footerStart}</span>
        {footerEnd && <span>{footerEnd}</span>}
      </div>
    </div>
  );
}
