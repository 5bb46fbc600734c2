import { httpUrlOrNull } from "@/lib/security/http-url";

const BARE_ADDRESS = /^https?:\/\/[^\s<>"]+/;
const WORD_CHARACTER = /[\p{L}\p{N}_]/u;
const ADDRESS_START = /https?:\/\//g;

/** A bare address ends before trailing punctuation, and before a ")" it did not open. */
function trimAddress(address: string) {
  let end = address.length;
  while (end > 0 && /[.,;:!?'"*_]/.test(address[end - 1])) end--;
  let trimmed = address.slice(0, end);
  while (trimmed.endsWith(")") && (trimmed.match(/\(/g)?.length ?? 0) < (trimmed.match(/\)/g)?.length ?? 0)) trimmed = trimmed.slice(0, -1);
  return trimmed;
}

/**
 * The bare http(s) address `text` starts with ("https://…", its trailing punctuation left out), or
 * null; `previous` is the character before it, and an address never starts inside a word.
 */
export function bareAddressAt(text: string, previous = ""): string | null {
  if (WORD_CHARACTER.test(previous)) return null;
  const bare = BARE_ADDRESS.exec(text);
  const address = bare && trimAddress(bare[0]);
  return address && httpUrlOrNull(address);
}

export type TextOrAddress = { type: "text"; text: string } | { type: "address"; href: string };

/** Plain text cut into its text and its bare http(s) addresses, which a page shows as links (a private message's). */
export function withBareAddresses(text: string): TextOrAddress[] {
  const parts: TextOrAddress[] = [];
  let plainFrom = 0;
  for (const { index } of text.matchAll(ADDRESS_START)) {
    if (index < plainFrom) continue;
    const href = bareAddressAt(text.slice(index), text[index - 1]);
    if (!href) continue;
    if (index > plainFrom) parts.push({ type: "text", text: text.slice(plainFrom, index) });
    parts.push({ type: "address", href });
    plainFrom = index + href.length;
  }
  if (plainFrom < text.length) parts.push({ type: "text", text: text.slice(plainFrom) });
  return parts;
}
