import { NextResponse, type NextRequest } from "next/server";
import { toErrorResponse } from "@/lib/http/handler";
import { receiveClerkWebhook } from "@/lib/members/clerk-webhook";

/** Clerk's `user.*` webhooks (signed by Svix): keep our profiles in step with Clerk. */
export async function POST(req: NextRequest) {
  try {
    return NextResponse.json(await receiveClerkWebhook(req));
  } catch (error) {
    return toErrorResponse(error);
  }
}
