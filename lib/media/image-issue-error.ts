import "server-only";
import { HttpError } from "@/lib/http/errors";
import type { ImageIssue, ImageIssueCode } from "./image-rules";

const TOO_LARGE: readonly ImageIssueCode[] = ["FILE_TOO_LARGE", "TOTAL_TOO_LARGE", "UNUSUALLY_LARGE"];

/** A rejected upload answers with the rule's own code and words: 413 for sizes, 400 for the rest. */
export function imageIssueError(issue: ImageIssue) {
  return new HttpError(TOO_LARGE.includes(issue.code) ? 413 : 400, issue.code, issue.message);
}
