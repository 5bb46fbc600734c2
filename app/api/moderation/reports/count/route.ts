import { handler } from "@/lib/http/handler";
import { countWaitingReports } from "@/lib/moderation/reports";

/** Staff: how many posts and members wait in the reports queue (the account menu's count). */
export const GET = handler({ access: "staff", signedOutMessage: "You must be logged in to see reports" }, ({ viewer }) => countWaitingReports(viewer));
