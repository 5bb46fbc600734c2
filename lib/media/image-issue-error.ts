import "server-only";
import { HttpError } from "@/lib/http/errors";
import type { ImageIssue } from "./image-rules";

/** A rejected upload answers with the rule's own code and words (its status comes with the code). */
export function imageIssueError(issue: ImageIssue) {
  return new HttpError(issue.code, issue.message);
}
