import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SignedInViewer } from "@/lib/auth/viewer";
import { updatePlan } from "@/lib/billing/update-plan";
import { HttpError } from "@/lib/http/errors";
import { completeDirectUpload, issueDirectUploadToken } from "@/lib/media/direct-upload";
import { saveUploadedImage } from "@/lib/media/save-uploaded-image";
import { banMember } from "@/lib/moderation/ban-member";
import { createReply } from "@/lib/replies/create-reply";
import { createThread } from "@/lib/threads/create-thread";
import { toggleThreadLock } from "@/lib/threads/toggle-thread-lock";
import { togglePin } from "@/lib/threads/pin-thread";
import { testDb } from "../helpers/db";
import { createThread as createThreadFixture, createViewer, removeCreatedThreads } from "../helpers/forum-fixtures";
import { getAccount, updateAccount } from "@/lib/members/account";
import { replaceAvatar } from "@/lib/members/avatar";

/**
 * Each data-layer function that changes something checks its own permission, so it is safe to call
 * from anywhere, not only behind its route's gate (the authorization matrix covers the routes).
 * Every refusal changes nothing.
 */

async function refusal(call: Promise<unknown>) {
  const error = await call.then(() => null, (caught: unknown) => caught);
  expect(error).toBeInstanceOf(HttpError);
  return { status: (error as HttpError).status, code: (error as HttpError).code };
}

let free: SignedInViewer;
let banned: SignedInViewer;
let member: SignedInViewer;
let threadId: string;

beforeAll(async () => {
  [free, banned, member] = await Promise.all([
    createViewer("perm_free", { plan: "FREE" }),
    createViewer("perm_banned", { banned: true }),
    createViewer("perm_member"),
  ]);
  threadId = (await createThreadFixture(member.id, { title: "Permissions" })).id;
});

afterAll(removeCreatedThreads);

describe("publishing checks the plan and the ban in the data layer", () => {
  const threadInput = { title: "Not allowed", content: "Refused", categoryId: "general" };

  it("refuses a thread from a free member and from a banned one", async () => {
    expect(await refusal(createThread(threadInput, free))).toEqual({ status: 403, code: "UPGRADE_REQUIRED" });
    expect(await refusal(createThread(threadInput, banned))).toEqual({ status: 403, code: "BANNED" });
    expect(await testDb.thread.count({ where: { userId: { in: [free.id, banned.id] } } })).toBe(0);
  });

  it("refuses a reply from a free member and from a banned one", async () => {
    expect(await refusal(createReply(threadId, { content: "Refused" }, free))).toEqual({ status: 403, code: "UPGRADE_REQUIRED" });
    expect(await refusal(createReply(threadId, { content: "Refused" }, banned))).toEqual({ status: 403, code: "BANNED" });
    expect(await testDb.reply.count({ where: { threadId } })).toBe(0);
  });

  it("refuses uploads from a free member before reading anything", async () => {
    const request = new Request("http://localhost/api/upload", { method: "POST", body: "never read" });
    expect(await refusal(saveUploadedImage(request, free))).toEqual({ status: 403, code: "UPGRADE_REQUIRED" });
    expect(request.bodyUsed).toBe(false);
    const tokenRequest = { type: "blob.generate-client-token", payload: { pathname: `incoming/${free.id}/x.png`, clientPayload: null, multipart: false } } as const;
    expect(await refusal(issueDirectUploadToken(request, tokenRequest, free))).toEqual({ status: 403, code: "UPGRADE_REQUIRED" });
    expect(await refusal(completeDirectUpload(`incoming/${banned.id}/x.png`, "default", banned))).toEqual({ status: 403, code: "BANNED" });
  });
});

describe("a banned member's profile stays as it was, checked in the data layer", () => {
  it("refuses new names, links and a picture before reading anything", async () => {
    expect(await refusal(updateAccount(banned, { firstName: "Spam", socialLinks: { twitter: "https://x.com/spam" } }))).toEqual({ status: 403, code: "BANNED" });
    const request = new Request("http://localhost/api/users/me/avatar", { method: "PUT", body: "never read" });
    expect(await refusal(replaceAvatar(request, banned))).toEqual({ status: 403, code: "BANNED" });
    expect(request.bodyUsed).toBe(false);
    expect(await testDb.user.findUniqueOrThrow({ where: { id: banned.id }, select: { firstName: true, twitterUrl: true, imageUrl: true } })).toEqual({
      firstName: null,
      twitterUrl: null,
      imageUrl: null,
    });
  });
});

describe("a member deleted while a request about their account runs", () => {
  it("gets 404, never a server error", async () => {
    const gone = await createViewer("perm_gone");
    await testDb.user.delete({ where: { id: gone.id } });
    expect(await refusal(getAccount(gone))).toEqual({ status: 404, code: "NOT_FOUND" });
    expect(await refusal(updateAccount(gone, { notificationPreferences: { LIKE: false } }))).toEqual({ status: 404, code: "NOT_FOUND" });
  });
});

describe("moderation checks staff in the data layer", () => {
  it("refuses a pin and a lock from a member", async () => {
    expect(await refusal(togglePin(threadId, member))).toMatchObject({ status: 403, code: "FORBIDDEN" });
    expect(await refusal(toggleThreadLock(threadId, member))).toMatchObject({ status: 403, code: "FORBIDDEN" });
    expect(await testDb.thread.findUniqueOrThrow({ where: { id: threadId }, select: { isPinned: true, isLocked: true } })).toEqual({
      isPinned: false,
      isLocked: false,
    });
  });

  it("refuses a plan change and a ban from a member", async () => {
    expect(await refusal(updatePlan(member, free.clerkId, "BASIC"))).toMatchObject({ status: 403, code: "FORBIDDEN" });
    expect(await refusal(banMember(member, free.id))).toMatchObject({ status: 403, code: "FORBIDDEN" });
    expect(await testDb.user.findUniqueOrThrow({ where: { id: free.id }, select: { planType: true, isBanned: true } })).toEqual({
      planType: "FREE",
      isBanned: false,
    });
  });

  it("lets staff lock and unlock", async () => {
    const moderator = await createViewer("perm_mod", { role: "MODERATOR" });
    expect(await toggleThreadLock(threadId, moderator)).toEqual({ isLocked: true });
    expect(await toggleThreadLock(threadId, moderator)).toEqual({ isLocked: false });
  });
});
