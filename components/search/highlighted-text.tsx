import type { Highlighted } from "@/lib/search/highlight";

/** Text with the searched words marked. */
export function HighlightedText({ parts }: { parts: Highlighted }) {
  return parts.map((part, index) =>
    part.match ? (
      <mark key={index} className="rounded-sm bg-yellow-400/25 px-0.5 text-inherit">
        {part.text}
      </mark>
    ) : (
      <span key={index}>{part.text}</span>
    ),
  );
}
