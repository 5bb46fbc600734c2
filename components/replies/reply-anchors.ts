/** Element ids on the thread page, for links and scrolling (small, so a thread card can link to them without the reply code). */

/** The thread page's replies, where its replies count leads. */
export const REPLIES_SECTION_ID = "replies";

/** One reply, the target of `?replyId=` links. */
export function replyAnchorId(replyId: string) {
  return `reply-${replyId}`;
}
