import type { SVGProps } from "react";

/**
 * Line icons (24×24, drawn with the current text colour), decorative unless given a label. Each is
 * drawn once per page, in the sprite the root layout renders (`IconSprite`); an icon is a small
 * `<use>` of it, so a list of a hundred replies does not repeat every path a hundred times.
 */
type IconProps = SVGProps<SVGSVGElement>;

type IconName = keyof typeof LINE_ICONS | "x-logo";

function Icon({ name, className = "h-5 w-5", ...props }: Omit<IconProps, "name"> & { name: IconName }) {
  return (
    <svg aria-hidden="true" className={className} {...props}>
      <use href={`#icon-${name}`} />
    </svg>
  );
}

const LINE_ICONS = {
  "thumbs-up": (
    <>
      <path d="M7 10v12" />
      <path d="M15 5.88 14 10h5.83a2 2 0 0 1 1.92 2.56l-2.33 8A2 2 0 0 1 17.5 22H4a2 2 0 0 1-2-2v-8a2 2 0 0 1 2-2h2.76a2 2 0 0 0 1.79-1.11L12 2a3.13 3.13 0 0 1 3 3.88Z" />
    </>
  ),
  "thumbs-down": (
    <>
      <path d="M17 14V2" />
      <path d="M9 18.12 10 14H4.17a2 2 0 0 1-1.92-2.56l2.33-8A2 2 0 0 1 6.5 2H20a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2h-2.76a2 2 0 0 0-1.79 1.11L12 22a3.13 3.13 0 0 1-3-3.88Z" />
    </>
  ),
  "trophy": (
    <>
      <path d="M6 9H4.5a2.5 2.5 0 0 1 0-5H6" />
      <path d="M18 9h1.5a2.5 2.5 0 0 0 0-5H18" />
      <path d="M4 22h16" />
      <path d="M10 14.66V17c0 .55-.47.98-.97 1.21C7.85 18.75 7 20.24 7 22" />
      <path d="M14 14.66V17c0 .55.47.98.97 1.21C16.15 18.75 17 20.24 17 22" />
      <path d="M18 2H6v7a6 6 0 0 0 12 0V2Z" />
    </>
  ),
  "pin": (
    <>
      <path d="M12 17v5" />
      <path d="M9 10.76a2 2 0 0 1-1.11 1.79l-1.78.9A2 2 0 0 0 5 15.24V16a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-.76a2 2 0 0 0-1.11-1.79l-1.78-.9A2 2 0 0 1 15 10.76V7a1 1 0 0 1 1-1 2 2 0 0 0 0-4H8a2 2 0 0 0 0 4 1 1 0 0 1 1 1z" />
    </>
  ),
  "trash": (
    <>
      <path d="M3 6h18" />
      <path d="M19 6v14c0 1-1 2-2 2H7c-1 0-2-1-2-2V6" />
      <path d="M8 6V4c0-1 1-2 2-2h4c1 0 2 1 2 2v2" />
    </>
  ),
  "pencil": (
    <>
      <path d="M17 3a2.85 2.83 0 1 1 4 4L7.5 20.5 2 22l1.5-5.5Z" />
    </>
  ),
  "link": (
    <>
      <path d="M10 13a5 5 0 0 0 7.54.54l3-3a5 5 0 0 0-7.07-7.07l-1.72 1.71" />
      <path d="M14 11a5 5 0 0 0-7.54-.54l-3 3a5 5 0 0 0 7.07 7.07l1.71-1.71" />
    </>
  ),
  "message": (
    <>
      <path d="M7.9 20A9 9 0 1 0 4 16.1L2 22Z" />
    </>
  ),
  "quote": (
    <>
      <path d="M3 21c3 0 7-1 7-8V5c0-1.25-.76-2-2-2H4c-1.25 0-2 .75-2 1.97V11c0 1.25.75 2 2 2h3c0 3-1 5-4 5Z" />
      <path d="M15 21c3 0 7-1 7-8V5c0-1.25-.76-2-2-2h-4c-1.25 0-2 .75-2 1.97V11c0 1.25.75 2 2 2h3c0 3-1 5-4 5Z" />
    </>
  ),
  "search": (
    <>
      <circle cx="11" cy="11" r="8" />
      <path d="m21 21-4.3-4.3" />
    </>
  ),
  "bookmark": (
    <>
      <path d="m19 21-7-4-7 4V5a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v16z" />
    </>
  ),
  "bell": (
    <>
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </>
  ),
  "menu": (
    <>
      <path d="M4 6h16" />
      <path d="M4 12h16" />
      <path d="M4 18h16" />
    </>
  ),
  "close": (
    <>
      <path d="M18 6 6 18" />
      <path d="m6 6 12 12" />
    </>
  ),
  "verified": (
    <>
      <path d="M3.85 8.62a4 4 0 0 1 4.78-4.77 4 4 0 0 1 6.74 0 4 4 0 0 1 4.78 4.78 4 4 0 0 1 0 6.74 4 4 0 0 1-4.77 4.78 4 4 0 0 1-6.75 0 4 4 0 0 1-4.78-4.77 4 4 0 0 1 0-6.76Z" />
      <path d="m9 12 2 2 4-4" />
    </>
  ),
  "lock": (
    <>
      <rect width="18" height="11" x="3" y="11" rx="2" ry="2" />
      <path d="M7 11V7a5 5 0 0 1 10 0v4" />
    </>
  ),
  "plus": (
    <>
      <path d="M5 12h14" />
      <path d="M12 5v14" />
    </>
  ),
} as const;

/** Every icon's drawing, once: rendered by the root layout, hidden. */
export function IconSprite() {
  return (
    <svg aria-hidden="true" focusable="false" width="0" height="0" className="absolute">
      {Object.entries(LINE_ICONS).map(([name, paths]) => (
        <symbol key={name} id={`icon-${name}`} viewBox="0 0 24 24">
          <g fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
            {paths}
          </g>
        </symbol>
      ))}
      {/* The X (formerly Twitter) logo, filled. */}
      <symbol id="icon-x-logo" viewBox="0 0 24 24">
        <path fill="currentColor" d="M18.244 2.25h3.308l-7.227 8.26 8.502 11.24H16.17l-5.214-6.817L4.99 21.75H1.68l7.73-8.835L1.254 2.25H8.08l4.713 6.231zm-1.161 17.52h1.833L7.084 4.126H5.117z" />
      </symbol>
    </svg>
  );
}

export const ThumbsUpIcon = (props: IconProps) => <Icon {...props} name="thumbs-up" />;
export const ThumbsDownIcon = (props: IconProps) => <Icon {...props} name="thumbs-down" />;
export const TrophyIcon = (props: IconProps) => <Icon {...props} name="trophy" />;
export const PinIcon = (props: IconProps) => <Icon {...props} name="pin" />;
export const TrashIcon = (props: IconProps) => <Icon {...props} name="trash" />;
export const PencilIcon = (props: IconProps) => <Icon {...props} name="pencil" />;
export const LinkIcon = (props: IconProps) => <Icon {...props} name="link" />;
export const MessageIcon = (props: IconProps) => <Icon {...props} name="message" />;
export const QuoteIcon = (props: IconProps) => <Icon {...props} name="quote" />;
export const SearchIcon = (props: IconProps) => <Icon {...props} name="search" />;
export const BookmarkIcon = (props: IconProps) => <Icon {...props} name="bookmark" />;
export const BellIcon = (props: IconProps) => <Icon {...props} name="bell" />;
export const MenuIcon = (props: IconProps) => <Icon {...props} name="menu" />;
export const CloseIcon = (props: IconProps) => <Icon {...props} name="close" />;
export const VerifiedIcon = (props: IconProps) => <Icon {...props} name="verified" />;
export const LockIcon = (props: IconProps) => <Icon {...props} name="lock" />;
export const PlusIcon = (props: IconProps) => <Icon {...props} name="plus" />;
export const XLogoIcon = ({ className = "h-4 w-4", ...props }: IconProps) => <Icon {...props} name="x-logo" className={className} />;
