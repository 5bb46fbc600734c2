import type { SWRInfiniteResponse } from "swr/infinite";
import { hasNextPage } from "@/lib/pagination/pages";
import { LoadMoreButton } from "./load-more-button";

type NextPageControlsProps = {
  /** The paged read (`useSWRInfinite`) under which these sit. */
  pages: Pick<SWRInfiniteResponse<unknown[]>, "data" | "error" | "isValidating" | "size" | "setSize">;
  label?: string;
  /** Said when a later page failed (the loaded ones stay). */
  errorMessage: string;
} & (
  | { pageSize: number }
  /** Whether the server has more, for a list that grows pages of its own (notices that arrive). */
  | { hasMore: boolean }
);

/** Under a paged list: what went wrong with the last page, and "Load more" while the last page was full. */
export function NextPageControls({ pages, label = "Load more", errorMessage, ...more }: NextPageControlsProps) {
  const loadedPages = pages.data?.length ?? 0;
  const hasMore = "hasMore" in more ? more.hasMore : hasNextPage(pages.data, more.pageSize);
  return (
    <>
      {pages.error && (
        <p role="alert" className="text-center text-red-400">
          {errorMessage}
        </p>
      )}
      {hasMore && (
        <LoadMoreButton label={label} loading={pages.isValidating && pages.size > loadedPages} onClick={() => void pages.setSize(loadedPages + 1)} />
      )}
    </>
  );
}
