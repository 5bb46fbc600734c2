import Link from "next/link";
import { truncate } from "@/lib/format";

/** SPEC.md section 9: the breadcrumb shows the title's first 30 characters. */
const BREADCRUMB_TITLE_LENGTH = 30;

interface ThreadBreadcrumbProps {
  categoryId: string;
  categoryName: string;
  title: string;
}

/** "Forums / category / title": the way back to the forum and to the thread's category. */
export function ThreadBreadcrumb({ categoryId, categoryName, title }: ThreadBreadcrumbProps) {
  const separator = (
    <li aria-hidden="true" className="text-line">
      /
    </li>
  );
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex min-w-0 flex-wrap items-center gap-x-2 text-sm text-muted">
        <li>
          <Link href="/forum" className="inline-flex min-h-11 items-center hover:text-white hover:underline">
            Forums
          </Link>
        </li>
        {separator}
        <li className="min-w-0">
          <Link href={`/forum/${categoryId}`} className="inline-flex min-h-11 items-center hover:text-white hover:underline">
            {categoryName}
          </Link>
        </li>
        {separator}
        <li aria-current="page" className="min-w-0 break-words text-zinc-300">
          {truncate(title, BREADCRUMB_TITLE_LENGTH)}
        </li>
      </ol>
    </nav>
  );
}
