import type { Metadata } from "next";
import { ForumView } from "@/components/forum/forum-view";
import { resolveCategory } from "@/lib/categories";

type Params = { params: Promise<{ categoryId: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  return { title: resolveCategory((await params).categoryId).name };
}

export default async function CategoryPage({ params }: Params) {
  const { categoryId } = await params;
  return <ForumView categoryId={categoryId} />;
}
