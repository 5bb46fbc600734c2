import { handler } from "@/lib/http/handler";
import { replaceAvatar } from "@/lib/members/avatar";

/** Multipart upload of the member's new profile picture (field "image"), by the profile image rules. */
export const PUT = handler({ access: "signedIn", rateLimit: "uploads", rawBody: true }, ({ req, viewer }) => replaceAvatar(req, viewer));
