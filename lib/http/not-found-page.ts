import "server-only";
import { notFound } from "next/navigation";
import { HttpError } from "./errors";

/** A page's read of what its URL names: a 404 shows the not-found page, any other failure the error page. */
export async function orNotFoundPage<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) notFound();
    throw error;
  }
}
