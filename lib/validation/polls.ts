import { z } from "zod";

/** Body of POST /api/threads/{threadId}/poll/{optionId}/vote; identity comes from the session. */
export const votePollSchema = z.object({ userId: z.string().max(100).nullish() });
