import { z } from "zod";

/** Body of PUT and DELETE /api/users/{id}/mute and /api/users/{id}/block: nothing. */
export const restrictionBodySchema = z.object({});
