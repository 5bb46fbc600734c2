import { handler } from "@/lib/http/handler";
import { listRestrictions } from "@/lib/members/restrictions";

/** The members the viewer muted or blocked, for /account. */
export const GET = handler({ access: "signedIn" }, ({ viewer }) => listRestrictions(viewer));
