import { notFound } from "next/navigation";
import { ConversationList } from "@/components/messages/conversation-list";
import { conversationPageUrl } from "@/components/messages/message-pages";
import { getViewer } from "@/lib/auth/viewer";
import { listConversations, readInboxState } from "@/lib/messages/messages";
import { ServerRenderedData } from "@/lib/swr/server-rendered-data";
import { CONVERSATIONS_PAGE_SIZE } from "@/lib/validation/limits";

export const metadata = { title: "Messages" };

/** The member's private conversations, the latest message first (the first page rendered here). */
export default async function MessagesPage() {
  const viewer = await getViewer();
  // Signed-out visitors are sent to sign in before this (proxy.ts).
  if (!viewer) notFound();
  const [{ conversations }, inbox] = await Promise.all([listConversations(viewer, { limit: CONVERSATIONS_PAGE_SIZE }), readInboxState(viewer.id)]);
  return (
    <div className="mx-auto max-w-3xl space-y-5">
      <div>
        <h1 className="text-2xl font-bold">Messages</h1>
        <p className="mt-1 text-muted">Private conversations with other members. Only the two of you see each one.</p>
      </div>
      <ServerRenderedData firstPages={{ [conversationPageUrl(null)!]: conversations }}>
        <ConversationList rendered={inbox} />
      </ServerRenderedData>
    </div>
  );
}
