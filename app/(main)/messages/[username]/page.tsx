import type { Metadata } from "next";
import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import { RoleBadge } from "@/components/members/role-badge";
import { UserAvatar } from "@/components/members/user-avatar";
import { BlockFromConversation } from "@/components/messages/block-from-conversation";
import { ConversationView } from "@/components/messages/conversation-view";
import { DeleteConversationButton } from "@/components/messages/delete-conversation-button";
import { messagePageUrl } from "@/components/messages/message-pages";
import { isStaff } from "@/lib/auth/roles";
import { getViewer } from "@/lib/auth/viewer";
import { findMessageMember, getConversation, readInboxState } from "@/lib/messages/messages";
import { ServerRenderedData } from "@/lib/swr/server-rendered-data";
import { MESSAGES_PAGE_SIZE } from "@/lib/validation/limits";

type Props = { params: Promise<{ username: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: `Messages with @${(await params).username}` };
}

/** The member's conversation with another: its newest messages rendered here, the rest and new ones read by the view. */
export default async function ConversationPage({ params }: Props) {
  const [{ username }, viewer] = await Promise.all([params, getViewer()]);
  // Signed-out visitors are sent to sign in before this (proxy.ts).
  if (!viewer) notFound();
  const member = await findMessageMember(username);
  if (!member) notFound();
  if (member.id === viewer.id) redirect("/messages");
  const [conversation, inbox] = await Promise.all([getConversation(member, viewer, { limit: MESSAGES_PAGE_SIZE }), readInboxState(viewer.id)]);
  const memberIsStaff = isStaff(member.role);
  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <Link href="/messages" className="inline-flex min-h-11 items-center text-sm text-muted hover:text-white">
        ← All messages
      </Link>
      <div className="flex flex-wrap items-center gap-3">
        <UserAvatar user={member} size="md" />
        <h1 className="break-all text-xl font-bold">
          <Link href={`/user/${member.username}`} className="hover:underline">
            @{member.username}
          </Link>
        </h1>
        <RoleBadge role={member.role} />
        <div className="ml-auto flex flex-wrap gap-2">
          {!memberIsStaff && !conversation.blockedByYou && <BlockFromConversation member={member} />}
          {conversation.messages.length > 0 && <DeleteConversationButton member={member} />}
        </div>
      </div>
      <ServerRenderedData firstPages={{ [messagePageUrl(member.id, null)!]: conversation.messages }}>
        <ConversationView
          member={member}
          refusal={conversation.refusal}
          rendered={inbox}
          mayReport={!viewer.isStaff && !viewer.isBanned && !memberIsStaff}
        />
      </ServerRenderedData>
    </div>
  );
}
