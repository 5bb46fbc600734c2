import { notFound } from "@/lib/http/errors";
import { handler } from "@/lib/http/handler";
import { queryCountEnabled, statementsSent } from "@/lib/http/query-count";

/** How many SQL statements this server process has sent: QUERY_COUNT_HEADER=1 only (tests, benchmark). */
export const GET = handler({ access: "public" }, async () => {
  if (!queryCountEnabled) throw notFound("Statement counting is not enabled (QUERY_COUNT_HEADER=1)");
  return { statements: statementsSent() };
});
