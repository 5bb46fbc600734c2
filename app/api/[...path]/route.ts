import type { NextRequest } from "next/server";
import { notFound } from "@/lib/http/errors";
import { toErrorResponse } from "@/lib/http/handler";

/**
 * Any /api/ address no route serves: the API's JSON 404 for every method, instead of the HTML
 * not-found page (whose rendering would also try to read a POSTed form as a Server Action and
 * answer 500 for a body that is not one).
 */
function noSuchEndpoint(req: NextRequest) {
  return toErrorResponse(notFound(`There is no API endpoint at ${req.nextUrl.pathname}`));
}

export const GET = noSuchEndpoint;
export const POST = noSuchEndpoint;
export const PUT = noSuchEndpoint;
export const PATCH = noSuchEndpoint;
export const DELETE = noSuchEndpoint;
