import { notFound } from "next/navigation";
import { findThreadForRequest } from "./thread-for-request";

/**
 * Finds the thread before anything of the page is sent (the page itself streams behind
 * loading.tsx), so a missing thread gets not-found.tsx with status 404.
 */
export default async function ThreadSegmentLayout({
  params,
  children,
}: {
  params: Promise<{ id: string }>;
  children: React.ReactNode;
}) {
  const { id } = await params;
  if (!(await findThreadForRequest(id))) notFound();
  return children;
}
