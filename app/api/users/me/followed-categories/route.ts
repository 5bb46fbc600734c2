import { handler } from "@/lib/http/handler";
import { followedCategories } from "@/lib/threads/category-follows";

/** The ids of the categories the member follows. */
export const GET = handler({ access: "signedIn", signedOutMessage: "You must be logged in to follow a category" }, ({ viewer }) => followedCategories(viewer));
