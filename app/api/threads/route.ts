import { NextResponse } from "next/server";
import { handler } from "@/lib/http/handler";
import { createThread } from "@/lib/threads/create-thread";
import { createThreadSchema } from "@/lib/validation/threads";

/** Publishes a thread (paid members; banned members and the free plan get 403). */
export const POST = handler(
  { access: "paid", signedOutMessage: "You must be logged in to create a post", body: createThreadSchema, rateLimit: "threads_create" },
  async ({ viewer, body }) => NextResponse.json(await createThread(body, viewer), { status: 201 }),
);
