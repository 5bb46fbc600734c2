import Link from "next/link";
import { Fragment, type ReactNode } from "react";
import { parseMarkdown, type Block, type Inline } from "@/lib/markdown/markdown";

function renderInline(parts: Inline[]): ReactNode[] {
  return parts.map((part, index) => {
    switch (part.type) {
      case "text":
        return <Fragment key={index}>{part.text}</Fragment>;
      case "code":
        return <code key={index}>{part.text}</code>;
      case "strong":
        return <strong key={index}>{renderInline(part.children)}</strong>;
      case "em":
        return <em key={index}>{renderInline(part.children)}</em>;
      case "link":
        return (
          <a key={index} href={part.href} rel="nofollow ugc noopener noreferrer" target="_blank">
            {renderInline(part.children)}
          </a>
        );
      case "mention":
        return (
          <Link key={index} href={`/user/${part.username.toLowerCase()}`}>
            @{part.username}
          </Link>
        );
      case "spoiler":
        // Revealed by its checkbox (keyboard and tap) with no script: the text is out of the page,
        // and of screen readers, until then (app/globals.css).
        return (
          <label key={index} className="spoiler">
            <input type="checkbox" className="spoiler-toggle" aria-label="Show spoiler" />
            <span className="spoiler-cover" aria-hidden="true">
              Spoiler
            </span>
            <span className="spoiler-text">{renderInline(part.children)}</span>
          </label>
        );
      case "break":
        return <br key={index} />;
    }
  });
}

function renderBlocks(blocks: Block[]): ReactNode[] {
  return blocks.map((block, index) => {
    switch (block.type) {
      case "paragraph":
        return <p key={index}>{renderInline(block.children)}</p>;
      case "quote":
        return <blockquote key={index}>{renderBlocks(block.children)}</blockquote>;
      case "list": {
        const items = block.items.map((item, itemIndex) => <li key={itemIndex}>{renderInline(item)}</li>);
        return block.ordered ? (
          <ol key={index} start={block.start === 1 ? undefined : block.start}>
            {items}
          </ol>
        ) : (
          <ul key={index}>{items}</ul>
        );
      }
    }
  });
}

/**
 * A post's text rendered from its Markdown (lib/markdown/markdown.ts) as React elements: nothing a
 * member writes becomes markup. Links leave the site with rel="nofollow ugc"; mentions open profiles;
 * spoilers stay covered until the reader opens them.
 */
export function MarkdownText({ source, className = "" }: { source: string; className?: string }) {
  return <div className={`markdown ${className}`}>{renderBlocks(parseMarkdown(source))}</div>;
}
