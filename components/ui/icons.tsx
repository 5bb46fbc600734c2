import type { ComponentProps } from "react";
import "./icons.css";

/**
 * Line icons (24×24, drawn in the current text colour, 1.25rem unless sized by a class). Each is
 * one empty `<span class="icon icon-…">` whose drawing is a CSS mask (`./icons.css`), so a list of a
 * hundred replies repeats no path and no element per icon. Decorative, and so left out of the
 * accessibility tree as any empty element is, unless given `role="img"` and a label.
 */
type IconProps = Omit<ComponentProps<"span">, "children">;

type IconName =
  | "thumbs-up"
  | "thumbs-down"
  | "trophy"
  | "pin"
  | "trash"
  | "pencil"
  | "link"
  | "message"
  | "quote"
  | "search"
  | "bookmark"
  | "bell"
  | "menu"
  | "close"
  | "verified"
  | "lock"
  | "plus"
  | "flag"
  | "calendar"
  | "x-logo";

function Icon({ name, className, ...props }: IconProps & { name: IconName }) {
  return <span className={className ? `icon icon-${name} ${className}` : `icon icon-${name}`} {...props} />;
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
export const FlagIcon = (props: IconProps) => <Icon {...props} name="flag" />;
export const CalendarIcon = (props: IconProps) => <Icon {...props} name="calendar" />;
export const XLogoIcon = ({ className = "h-4 w-4", ...props }: IconProps) => <Icon {...props} name="x-logo" className={className} />;
