/** At most this many members are notified of one post's mentions, so a post cannot page everyone. */
const MAX_MENTIONS_PER_POST = 20;

// A username (see usernameSchema) after an "@" that does not follow a word character, so e-mail
// addresses such as "ref@fightforum.example" are not mentions.
const MENTION_PATTERN = /(?<![\w@])@([A-Za-z0-9_]{3,30})(?![A-Za-z0-9_])/g;

/** The distinct usernames mentioned as `@username` in a text, lowercase as stored, in order of appearance. */
export function parseMentions(text: string): string[] {
  const usernames = new Set<string>();
  for (const match of text.matchAll(MENTION_PATTERN)) {
    usernames.add(match[1].toLowerCase());
    if (usernames.size === MAX_MENTIONS_PER_POST) break;
  }
  return [...usernames];
}

/** What a member mentioned in a thread or a reply is told, when it is posted or when an edit adds them. */
export const mentionNotice = (author: { username: string }, threadTitle: string) => ({
  type: "MENTION" as const,
  message: `${author.username} mentioned you in "${threadTitle}"`,
});
