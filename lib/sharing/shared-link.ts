import "server-only";
import { toEventShare } from "@/lib/events/event-share";
import { getEvent } from "@/lib/events/events";
import { findThread } from "@/lib/threads/get-thread";
import { toThreadShare } from "@/lib/threads/thread-share";

/** What the sign-in page says of the shared link a visitor will come back to. */
export interface SharedLinkSummary {
  /** Before the title: "Sign in to read and reply to". */
  lead: string;
  title: string;
  detail: string;
}

const COMING_BACK = "You will come straight back to it.";

function decodedOrNull(segment: string) {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * The thread or event a signed-out visitor was on the way to (a shared link), told by what its
 * share tags already show anyone: never premium content, nobody's picks. Null for any other path.
 */
export async function sharedLinkOf(path: string): Promise<SharedLinkSummary | null> {
  const [, kind, encodedId] = path.match(/^\/(thread|events)\/([^/?#]+)(?:[?#].*)?$/) ?? [];
  const id = encodedId && decodedOrNull(encodedId);
  if (!kind || !id) return null;
  if (kind === "thread") {
    const thread = await findThread(id, null).catch(() => null);
    if (!thread) return null;
    const share = toThreadShare(thread);
    return { lead: "Sign in to read and reply to", title: share.title, detail: `by ${share.authorUsername} in ${share.categoryName}. ${COMING_BACK}` };
  }
  const event = await getEvent(id).catch(() => null);
  if (!event) return null;
  const share = toEventShare(event);
  return { lead: `${share.action} for`, title: share.name, detail: `${share.when}. ${COMING_BACK}` };
}
