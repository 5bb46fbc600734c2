import "server-only";
import { cache } from "react";
import { getViewer } from "@/lib/auth/viewer";
import { findThread } from "@/lib/threads/get-thread";

/**
 * The thread as the member making this request sees it, or null: read once per request however
 * many parts of the thread page (metadata, page) ask for it.
 */
export const findThreadForRequest = cache(async (threadId: string) => findThread(threadId, await getViewer()));
