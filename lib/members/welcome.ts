/** Set by the welcome card's dismiss button; the server renders no welcome while it is there. */
export const WELCOME_DISMISSED_COOKIE = "ff_welcome_dismissed";

const WELCOME_DAYS = 14;

/** A new member: joined in the last two weeks and has not posted or replied yet. */
export function isNewMember(member: { createdAt: Date; postsCount: number; repliesCount: number }, now = new Date()) {
  return member.postsCount === 0 && member.repliesCount === 0 && now.getTime() - member.createdAt.getTime() < WELCOME_DAYS * 24 * 60 * 60 * 1000;
}
