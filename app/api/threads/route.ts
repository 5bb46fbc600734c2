import { NextResponse } from "next/server";
import { handler } from "@/lib/http/handler";
import { createThread } from "@/lib/threads/create-thread";
import { createThreadSchema } from "@/lib/validation/threads";

/**
 * Publishes a thread (paid members; banned members and the free plan get 403). Sent again with the
 * same Idempotency-Key, it answers the thread the first request created.
 */
export const POST = handler(
  { access: "paid", signedOutMessage: "You must be logged in to create a post", body: createThreadSchema, rateLimit: "threads_create", requestKey: true },
  async ({ viewer, body, requestKey }) => NextResponse.json(await createThread(body, viewer, requestKey), { status: 201 }),
);
