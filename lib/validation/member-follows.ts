import { z } from "zod";

/** Body of PUT and DELETE /api/users/{id}/follow: nothing. */
export const memberFollowBodySchema = z.object({});
