import { ForumView } from "@/components/forum/forum-view";

export const metadata = { title: "Forum" };

export default function ForumPage() {
  return <ForumView />;
}
