import { handler } from "@/lib/http/handler";
import { deleteOwnAccount } from "@/lib/members/delete-account";
import { deleteAccountSchema } from "@/lib/validation/members";

/** The signed-in member deletes their own account. */
export const DELETE = handler({ access: "signedIn", rateLimit: "payments", body: deleteAccountSchema }, ({ viewer }) => deleteOwnAccount(viewer));
