import { cookies } from "next/headers";
import { TopUsersPanel } from "@/components/members/top-users-panel";
import { getViewer } from "@/lib/auth/viewer";
import { toViewerSummary } from "@/lib/auth/viewer-summary";
import { resolveCategory } from "@/lib/categories";
import { isNewMember, WELCOME_DISMISSED_COOKIE } from "@/lib/members/welcome";
import { listForumFirstPage } from "@/lib/threads/list-threads";
import { parseThreadView, THREAD_VIEW_COOKIE } from "@/lib/threads/thread-view";
import { ServerRenderedData } from "@/lib/swr/server-rendered-data";
import { THREAD_PAGE_SIZE } from "@/lib/validation/limits";
import { CategoryNav } from "./category-nav";
import { CategoryOptions } from "./category-options";
import { CategorySelect } from "./category-select";
import { DEFAULT_FEED_FILTERS, pinnedThreadsUrl, threadPageUrl } from "./feed-pages";
import { ThreadFeed } from "./thread-feed";
import { WelcomeCard } from "./welcome-card";

/**
 * The forum screen of a category (an unknown or missing one falls back to general): categories,
 * the server-rendered pinned threads and first page, and the Top Users panel in the side column. A
 * new member is welcomed above the feed until they dismiss it; threads show in the view they chose.
 */
export async function ForumView({ categoryId }: { categoryId?: string }) {
  const category = resolveCategory(categoryId);
  const viewer = await getViewer();
  const cookieStore = await cookies();
  const { pinned, threads } = await listForumFirstPage(
    category.id,
    { ...DEFAULT_FEED_FILTERS, limit: THREAD_PAGE_SIZE, pinnedByUserFilter: "exclude" },
    viewer,
  );
  return (
    <div className="grid gap-6 md:grid-cols-[13rem_minmax(0,1fr)] lg:grid-cols-[13rem_minmax(0,1fr)_18rem]">
      <CategoryNav activeId={category.id} />
      <div className="min-w-0 space-y-4">
        {viewer && isNewMember(viewer) && !cookieStore.has(WELCOME_DISMISSED_COOKIE) && (
          <WelcomeCard username={viewer.username} isPaid={viewer.isPaid} />
        )}
        <CategorySelect activeId={category.id}>
          <CategoryOptions />
        </CategorySelect>
        <ServerRenderedData
          key={category.id}
          data={{ [pinnedThreadsUrl(category.id)]: pinned }}
          firstPages={{ [threadPageUrl(category.id, DEFAULT_FEED_FILTERS)]: threads }}
        >
          <ThreadFeed
            category={{ id: category.id, name: category.name, description: category.description }}
            viewer={viewer && toViewerSummary(viewer)}
            initialView={parseThreadView(cookieStore.get(THREAD_VIEW_COOKIE)?.value)}
          />
        </ServerRenderedData>
      </div>
      <aside aria-label="Top users" className="min-w-0 md:col-start-2 lg:col-start-3 lg:row-start-1">
        <TopUsersPanel viewerId={viewer?.id ?? null} />
      </aside>
    </div>
  );
}
