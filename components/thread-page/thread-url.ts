/** The URL of one thread as its member's page reads it (with the viewer's reactions and vote). */
export function threadUrl(threadId: string) {
  return `/api/threads/id/${threadId}`;
}
