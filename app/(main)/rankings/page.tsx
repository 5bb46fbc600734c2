import { Suspense } from "react";
import { RankingsResults } from "@/components/members/rankings-results";
import { StatusFilter } from "@/components/members/status-filter";
import { ErrorBoundary } from "@/components/ui/error-boundary";
import { Spinner } from "@/components/ui/spinner";
import { rankingsPageSearchSchema } from "@/lib/validation/members";

export const metadata = { title: "Community Rankings" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The full rankings by Fight Cred, all ranks or one status level (SPEC.md section 2). */
export default async function RankingsPage({ searchParams }: Props) {
  const { status, page } = rankingsPageSearchSchema.parse(await searchParams);
  // A new filter or page starts with its own loading state and error boundary.
  const view = `${status ?? "all"}:${page}`;
  return (
    <div className="space-y-5">
      <div>
        <h1 className="text-2xl font-bold">Community Rankings</h1>
        <p className="mt-1 text-muted">Members ranked by Fight Cred, earned with every post, reply, like, Post of the Day and pin.</p>
      </div>
      <StatusFilter active={status ?? null} />
      <ErrorBoundary
        key={view}
        fallback={
          <p role="alert" className="py-10 text-center text-red-400">
            Error loading rankings. Please try again later.
          </p>
        }
      >
        <Suspense key={view} fallback={<Spinner label="Loading rankings..." />}>
          <RankingsResults status={status} page={page} />
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}
