import { handler } from "@/lib/http/handler";
import { getAccount, updateAccount } from "@/lib/members/account";
import { accountUpdateSchema } from "@/lib/validation/account";

/** The signed-in member's own account: names, e-mail, plan, social links, notification preferences. */
export const GET = handler({ access: "signedIn" }, ({ viewer }) => getAccount(viewer));

/** Changes any of the names, bio, fighter details, social links, who may message the member, and notification preferences. */
export const PATCH = handler({ access: "signedIn", body: accountUpdateSchema, rateLimit: "profile_changes" }, ({ viewer, body }) =>
  updateAccount(viewer, body),
);
