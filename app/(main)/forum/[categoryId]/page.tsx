import { ForumView } from "@/components/forum/forum-view";

export default async function CategoryPage({ params }: { params: Promise<{ categoryId: string }> }) {
  const { categoryId } = await params;
  return <ForumView categoryId={categoryId} />;
}
