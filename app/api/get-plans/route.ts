import { listPlans } from "@/lib/billing/plans";
import { handler } from "@/lib/http/handler";

/** The plans on sale (also at /get-plans). Public: the landing page shows the prices. */
export const GET = handler({ access: "public" }, () => listPlans());
