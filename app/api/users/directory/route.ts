import { handler } from "@/lib/http/handler";
import { pageResponse } from "@/lib/http/page-response";
import { listMemberDirectory } from "@/lib/members/member-directory";
import { memberDirectoryQuerySchema } from "@/lib/validation/member-directory";

/** The pro fighters or industry professionals, the highest Fight Cred first, by cursor (`x-next-cursor`). */
export const GET = handler(
  { access: "signedIn", signedOutMessage: "You must be logged in to see the fighters", query: memberDirectoryQuerySchema },
  async ({ viewer, query }) => {
    const page = await listMemberDirectory(query, viewer);
    return pageResponse(page.members, page.nextCursor);
  },
);
