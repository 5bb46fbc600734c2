import { NextResponse } from "next/server";
import { handler } from "@/lib/http/handler";
import { getPayoutStatement, statementCsv } from "@/lib/payouts/payouts";
import { payoutStatementQuerySchema } from "@/lib/validation/payouts";

/** Admins: a month's payout statement (`format=csv`: its fighter rows as a download). */
export const GET = handler({ access: "admin", query: payoutStatementQuerySchema }, async ({ query, viewer }) => {
  const statement = await getPayoutStatement(query.month, viewer);
  if (query.format === "json") return NextResponse.json(statement);
  return new NextResponse(statementCsv(statement), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="fight-forum-payouts-${statement.month}.csv"`,
      "cache-control": "private, no-store",
    },
  });
});
