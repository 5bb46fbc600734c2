import { ForumView } from "@/components/forum/forum-view";

export default function HomePage() {
  return <ForumView />;
}
