import { randomBytes } from "node:crypto";
import { isPaidMember, isStaff } from "@/lib/auth/roles";
import type { SignedInViewer } from "@/lib/auth/viewer";
import { recordFightCred } from "@/lib/members/record-fight-cred";
import type { PlanType, Role } from "@/lib/generated/prisma/enums";
import { recountUsers } from "@/lib/maintenance/recount";
import { testDb } from "./db";
import { createMemberWith } from "./members";

const createdThreadIds: string[] = [];

/** A search word no other test writes (letters and hex digits: PostgreSQL keeps it whole), so a search for it finds only the caller's rows. */
export const uniqueWord = (label: string) => `${label}${randomBytes(5).toString("hex")}`;

/** A fresh member signed up through the development sign-in, then given a role and plan (paid by default). */
export async function createMember(prefix: string, { role = "USER", plan = "BASIC" }: { role?: Role; plan?: PlanType } = {}) {
  const { id, username, clerkId } = await createMemberWith(prefix, { role, planType: plan });
  return { id, username, clerkId };
}

/** A fresh member (`createMember`) as the data layer sees the one signed in, for calling it directly. */
export async function createViewer(prefix: string, options: { role?: Role; plan?: PlanType; banned?: boolean } = {}): Promise<SignedInViewer> {
  const { id } = await createMember(prefix, options);
  const user = await testDb.user.update({
    where: { id },
    data: { isBanned: options.banned ?? false },
    select: { id: true, clerkId: true, username: true, firstName: true, lastName: true, email: true, imageUrl: true, role: true, planType: true, isVerified: true, isBanned: true, stripeCustomerId: true, createdAt: true, postsCount: true, repliesCount: true },
  });
  return { ...user, isPaid: isPaidMember(user), isStaff: isStaff(user.role) };
}

interface ThreadFixture {
  title?: string;
  content?: string;
  categoryId?: string;
  createdAt?: Date;
  poll?: { question: string; options: string[]; expiresAt: Date | null };
}

/**
 * A thread written straight into the database, with the author's and category's counters moved as
 * creating it through the API does, so stored counters still match a recount.
 */
export async function createThread(authorId: string, { title = "Test thread", content = "Test content", categoryId = "general", createdAt, poll }: ThreadFixture = {}) {
  return testDb.$transaction(async (tx) => {
    const thread = await tx.thread.create({
      data: {
        userId: authorId,
        title,
        content,
        categoryId,
        createdAt,
        lastActivityAt: createdAt,
        poll: poll && {
          create: {
            question: poll.question,
            expiresAt: poll.expiresAt,
            options: { create: poll.options.map((text, position) => ({ text, position })) },
          },
        },
      },
      include: { poll: { include: { options: { orderBy: { position: "asc" } } } } },
    });
    // Category before member, the order of lib/row-locks.ts: the app's deletes meanwhile lock the same rows.
    await tx.category.update({ where: { id: categoryId }, data: { threadCount: { increment: 1 } } });
    await recordFightCred(tx, authorId, "threadWritten");
    createdThreadIds.push(thread.id);
    return thread;
  });
}

/**
 * Events made through the API since `since` (their threads, for `removeCreatedThreads`): test files
 * run one at a time, so these are the file's own.
 */
export async function trackEventsCreatedSince(since: Date) {
  for (const event of await testDb.event.findMany({ where: { createdAt: { gte: since } }, select: { threadId: true } })) trackCreatedThread(event.threadId);
}

/**
 * Forgets the categories followed since `since` (test files run one at a time, so these are the
 * file's own): a follower left behind would be told of every later file's threads in the category.
 */
export async function forgetCategoryFollowsSince(since: Date) {
  await testDb.categoryFollow.deleteMany({ where: { createdAt: { gte: since } } });
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * Many threads written at once in "general", each `hoursAgo` hours ago; the category's counter
 * follows, and `removeCreatedThreads` removes them.
 */
export async function createThreadsAt(authorId: string, threads: { hoursAgo: number; title: string; content: string }[]) {
  const created = await testDb.thread.createManyAndReturn({
    data: threads.map(({ hoursAgo, title, content }) => {
      const createdAt = new Date(Date.now() - hoursAgo * HOUR_MS);
      return { userId: authorId, categoryId: "general", title, content, createdAt, lastActivityAt: createdAt };
    }),
    select: { id: true, createdAt: true },
  });
  await testDb.category.update({ where: { id: "general" }, data: { threadCount: { increment: created.length } } });
  for (const { id } of created) trackCreatedThread(id);
  return created;
}

/** A thread made another way (an event's live thread) for `removeCreatedThreads` to remove. */
export function trackCreatedThread(threadId: string) {
  createdThreadIds.push(threadId);
}

/**
 * Deletes the threads this file created (with their replies, polls, reactions, and an event with
 * its picks) and recounts the members they touched, so later tests and browser tests see the
 * seeded forum lists.
 */
export async function removeCreatedThreads() {
  const ids = createdThreadIds.splice(0);
  if (ids.length === 0) return;
  await testDb.$transaction(async (tx) => {
    const threads = await tx.thread.findMany({ where: { id: { in: ids } }, select: { userId: true, categoryId: true } });
    const replies = await tx.reply.findMany({ where: { threadId: { in: ids } }, distinct: ["userId"], select: { userId: true } });
    const pickers = await tx.pick.findMany({ where: { event: { threadId: { in: ids } } }, distinct: ["userId"], select: { userId: true } });
    await tx.thread.deleteMany({ where: { id: { in: ids } } });
    for (const thread of threads) {
      await tx.category.update({ where: { id: thread.categoryId }, data: { threadCount: { decrement: 1 } } });
    }
    const touched = [...threads.map((thread) => thread.userId), ...replies.map((reply) => reply.userId), ...pickers.map((pick) => pick.userId)];
    await recountUsers(tx, [...new Set(touched.filter((id): id is string => id !== null))]);
  });
}
