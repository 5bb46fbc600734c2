"use client";

import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { SignInButton } from "@/components/auth/signed-out-only";
import { MutedPost } from "@/components/members/muted-post";
import { SERVER_RENDERED_CARDS } from "@/components/threads/thread-card";
import { ThreadListCard } from "@/components/threads/thread-list-card";
import { LazyUpgradeDialog } from "@/components/threads/lazy-upgrade-dialog";
import { DialogLoading } from "@/components/ui/dialog-loading";
import { loadsOnFirstUse } from "@/components/ui/on-demand";
import { rememberChoice } from "@/components/ui/remember-choice";
import { useHydrated } from "@/components/ui/use-hydrated";
import { PlusIcon } from "@/components/ui/icons";
import { LoadMoreButton } from "@/components/ui/load-more-button";
import { Spinner } from "@/components/ui/spinner";
import { useToast } from "@/components/ui/toaster";
import { useServerRenderedCount } from "@/components/ui/use-server-rendered-count";
import type { ViewerSummary } from "@/lib/auth/viewer-summary";
import type { ThreadDto } from "@/lib/threads/thread-dto";
import { THREAD_VIEW_COOKIE, type ThreadView } from "@/lib/threads/thread-view";
import { CategoryFollowButton } from "./category-follow-button";
import { ThreadFilters } from "./thread-filters";
import { ThreadViewSwitch } from "./thread-view-switch";
import { useSessionFlag } from "./use-session-flag";
import { useThreadFeed } from "./use-thread-feed";

const CREATE_POST_OPEN_KEY = "fightforum:create-post-open";

// Loaded with the compact view: rendered on the server for a member who chose it, so it shows at
// once; otherwise when the member first switches to it, before the switch (`chooseView`).
const CompactThreadRow = dynamic(() => import("@/components/threads/compact-thread-row").then((module) => module.CompactThreadRow));

// Loaded the first time it opens: the form, its image picker and its checks stay out of the first load.
const CreatePostModal = loadsOnFirstUse(() => import("@/components/threads/create-post-modal").then((module) => module.CreatePostModal), DialogLoading);

interface ThreadFeedProps {
  category: { id: string; name: string; description: string };
  viewer: ViewerSummary | null;
  /** The list view the member chose last (read from its cookie by the server). */
  initialView: ThreadView;
}

/**
 * A category's title, New Post, filters and threads, as cards or compact rows: pinned first, then
 * pages of the others (the server renders the first ones: `ServerRenderedData` around it).
 */
export function ThreadFeed({ category, viewer, initialView }: ThreadFeedProps) {
  const router = useRouter();
  const [view, setView] = useState(initialView);
  const chosenView = useRef(initialView);
  const toast = useToast();
  const feed = useThreadFeed(category.id);
  const [composerOpen, setComposerOpen] = useSessionFlag(CREATE_POST_OPEN_KEY);
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const hydrated = useHydrated();
  const { pinned, regular } = feed;
  // Cards past the first few render after hydration; compact rows are cheap and fill the first screen.
  const serverRendered = useServerRenderedCount(SERVER_RENDERED_CARDS);
  const shown = view === "compact" ? Infinity : serverRendered;

  function showView(next: ThreadView) {
    rememberChoice(THREAD_VIEW_COOKIE, next);
    setView(next);
  }

  // next/dynamic keeps a load that failed and takes the page down with it: the rows' script is
  // fetched first, and a lost connection leaves the cards as they were. The last choice wins.
  function chooseView(next: ThreadView) {
    chosenView.current = next;
    if (next === "cards") return showView(next);
    import("@/components/threads/compact-thread-row").then(
      () => {
        if (chosenView.current === next) showView(next);
      },
      () => {
        if (chosenView.current === next) toast({ title: "The compact view could not load. Check your connection and try again.", variant: "destructive" });
      },
    );
  }

  function startPost() {
    if (viewer?.isPaid) setComposerOpen(true);
    else setUpgradeOpen(true);
  }

  function postCreated(thread: ThreadDto) {
    setComposerOpen(false);
    if (thread.categoryId === category.id) feed.reload();
    else router.push(`/forum/${thread.categoryId}`);
  }

  const newPostButton = (label: string) =>
    viewer ? (
      <button type="button" onClick={startPost} disabled={!hydrated} className="inline-flex min-h-11 items-center gap-2 rounded bg-brand px-4 font-semibold">
        <PlusIcon className="h-4 w-4" />
        {label}
      </button>
    ) : (
      <SignInButton label={label} />
    );

  const threadList = (threads: ThreadDto[]) =>
    view === "compact" ? (
      <ul className="divide-y divide-line rounded-lg border border-line bg-panel">
        {threads.map((thread) => (
          <li key={thread.id}>
            <MutedPost muted={thread.authorMuted} username={thread.user.username} kind="thread">
              <CompactThreadRow thread={thread} />
            </MutedPost>
          </li>
        ))}
      </ul>
    ) : (
      <ul className="space-y-3">
        {threads.map((thread) => (
          <li key={thread.id}>
            <MutedPost muted={thread.authorMuted} username={thread.user.username} kind="thread">
              <ThreadListCard thread={thread} viewer={viewer} owner={feed.owner} />
            </MutedPost>
          </li>
        ))}
      </ul>
    );

  return (
    <section aria-labelledby="category-title" className="min-w-0">
      <div className="flex flex-wrap items-start justify-between gap-3 sm:flex-nowrap">
        <div className="min-w-0">
          <h1 id="category-title" className="text-2xl font-bold">
            {category.name}
          </h1>
          <p className="mt-1 text-muted">{category.description}</p>
          {viewer && (
            <div className="mt-2">
              <CategoryFollowButton category={category} />
            </div>
          )}
        </div>
        <div className="flex w-full items-center justify-between gap-3 sm:w-auto sm:shrink-0">
          {newPostButton("New Post")}
          <ThreadViewSwitch value={view} onChange={chooseView} />
        </div>
      </div>

      <ThreadFilters value={feed.filters} onChange={feed.changeFilters} canShowNew={viewer !== null} />

      <div className="mt-4">
        {feed.status === "loading" ? (
          <Spinner label="Loading discussions..." />
        ) : feed.status === "error" ? (
          <p role="alert" className="py-10 text-center text-red-400">
            Error loading threads. Please try again later.
          </p>
        ) : pinned.length + regular.length === 0 ? (
          <div className="flex flex-col items-center gap-4 rounded-lg border border-dashed border-line py-12 text-center">
            <p className="text-muted">
              {feed.filters.filter === "new"
                ? "Nothing new here since your last visit."
                : feed.isFiltered
                  ? "No threads found with the current filters."
                  : "No discussions found in this category."}
            </p>
            {newPostButton("Start a New Discussion")}
          </div>
        ) : (
          <div className="space-y-6">
            {pinned.length > 0 && <section aria-label="Pinned threads">{threadList(pinned.slice(0, shown))}</section>}
            <section aria-label="Latest threads">
              {regular.length > 0
                ? threadList(regular.slice(0, Math.max(0, shown - pinned.length)))
                : feed.isFiltered && <p className="text-center text-muted">No threads found with the current filters.</p>}
            </section>
            {feed.loadMoreFailed && (
              <p role="alert" className="text-center text-red-400">
                Error loading threads. Please try again later.
              </p>
            )}
            {feed.hasMore && <LoadMoreButton label="Load more threads" loading={feed.loadingMore} onClick={feed.loadMore} />}
          </div>
        )}
      </div>

      {viewer?.isPaid && composerOpen && (
        <CreatePostModal
          viewer={viewer}
          categoryId={category.id}
          onClose={() => setComposerOpen(false)}
          onCreated={postCreated}
          onUpgradeRequired={() => {
            setComposerOpen(false);
            setUpgradeOpen(true);
          }}
        />
      )}
      {upgradeOpen && <LazyUpgradeDialog onClose={() => setUpgradeOpen(false)} />}
    </section>
  );
}
