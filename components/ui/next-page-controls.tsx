import type { SWRInfiniteResponse } from "swr/infinite";
import { hasNextPage } from "@/lib/pagination/pages";
import { LoadMoreButton } from "./load-more-button";

interface NextPageControlsProps {
  /** The paged read (`useSWRInfinite`) under which these sit. */
  pages: Pick<SWRInfiniteResponse<unknown[]>, "data" | "error" | "isValidating" | "size" | "setSize">;
  pageSize: number;
  label?: string;
  /** Said when a later page failed (the loaded ones stay). */
  errorMessage: string;
}

/** Under a paged list: what went wrong with the last page, and "Load more" while the last page was full. */
export function NextPageControls({ pages, pageSize, label = "Load more", errorMessage }: NextPageControlsProps) {
  const loadedPages = pages.data?.length ?? 0;
  return (
    <>
      {pages.error && (
        <p role="alert" className="text-center text-red-400">
          {errorMessage}
        </p>
      )}
      {hasNextPage(pages.data, pageSize) && (
        <LoadMoreButton label={label} loading={pages.isValidating && pages.size > loadedPages} onClick={() => void pages.setSize(loadedPages + 1)} />
      )}
    </>
  );
}
