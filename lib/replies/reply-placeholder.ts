/** What a deleted reply that still has answers shows in place of its content (server and browser). */
export const DELETED_REPLY_CONTENT = "[deleted]";
