import { handler } from "@/lib/http/handler";
import { search } from "@/lib/search/search";
import { searchQuerySchema } from "@/lib/validation/search";

/** Threads, replies or members matching the words, filtered and sorted; `nextCursor` continues. */
export const GET = handler(
  { access: "signedIn", signedOutMessage: "You must be logged in to search", query: searchQuerySchema, rateLimit: "search" },
  ({ query, viewer }) => search(query, viewer),
);
