import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { LOCAL_STRIPE_KEYS } from "@/fakes/stripe/keys";
import type { MonthStatement } from "@/lib/payouts/month-statement";
import { addMonths, monthOf, monthRange } from "@/lib/payouts/month";
import { recordRevenue } from "@/lib/payouts/ledger";
import { api, APP_URL, tokenFor } from "../helpers/api";
import { testDb } from "../helpers/db";
import { createMember, createThread, removeCreatedThreads } from "../helpers/forum-fixtures";
import { sendStripeEvent, STRIPE_API_URL, stripeEvent, stripeFake, subscribedMember } from "../helpers/stripe";
import { waitFor } from "../helpers/wait";

/**
 * Fighter payouts (issue 21): the ledger from Stripe's webhooks, month statements that add up to the
 * cent, closing once under concurrency, transfers to Connect accounts through the Stripe fake, and
 * who may see an amount. Each test works in its own past month, picked at random for the run.
 */

let nextMonthIndex = 2001 * 12 + Math.floor(Math.random() * 200);
/**
 * A past month no other test in this run uses (2001 to 2020; the matrix and bad-input use 2000). The
 * month after it stays unused too: money arriving for a closed month counts there.
 */
function freshMonth() {
  nextMonthIndex += 2;
  return `${Math.floor(nextMonthIndex / 12)}-${String((nextMonthIndex % 12) + 1).padStart(2, "0")}`;
}

const currentMonth = monthOf(new Date());
const dayIn = (month: string, day: number) => new Date(monthRange(month).start.getTime() + (day - 1) * 86_400_000 + 3_600_000);
let ledgerSequence = 0;

afterAll(async () => {
  await removeCreatedThreads();
});

/** Invoices (and optionally refunds) in the ledger for `month`, as the webhooks would have recorded them. */
async function seedRevenue(month: string, invoices: number[], refunds: number[] = []) {
  const entry = (amountCents: number, kind: "INVOICE" | "REFUND") => ({
    stripeObjectId: `${kind === "INVOICE" ? "in" : "re"}_payouts_test_${month}_${++ledgerSequence}_${Math.random().toString(36).slice(2, 8)}`,
    kind,
    amountCents,
    currency: "usd",
    stripeCustomerId: null,
    occurredAt: dayIn(month, 1 + (ledgerSequence % 28)),
    month,
  });
  await testDb.revenueEntry.createMany({
    data: [...invoices.map((cents) => entry(cents, "INVOICE")), ...refunds.map((cents) => entry(-cents, "REFUND"))],
  });
}

async function verifiedFighter(prefix: string) {
  const member = await createMember(prefix, { role: "FIGHTER", plan: "FREE" });
  await testDb.user.update({ where: { id: member.id }, data: { isVerified: true } });
  return member;
}

/** A thread written in `month` (through the fixture, which keeps the stored counters right; removed after the file). */
async function threadIn(month: string, authorId: string, title: string) {
  const thread = await createThread(authorId, { title, content: "Camp notes" });
  return testDb.thread.update({ where: { id: thread.id }, data: { createdAt: dayIn(month, 2) } });
}

/** Activity in `month`: threads and replies written, likes received from `liker`. */
async function activity(fighterId: string, month: string, { threads = 0, replies = 0, likes = 0 }, liker: { id: string }) {
  for (let index = 0; index < threads; index += 1) {
    const thread = await threadIn(month, fighterId, `Payout activity ${index}`);
    if (index < likes) await testDb.threadReaction.create({ data: { threadId: thread.id, userId: liker.id, type: "LIKE", createdAt: dayIn(month, 3) } });
  }
  if (replies > 0) {
    const thread = await threadIn(month, liker.id, "Payout replies");
    await testDb.reply.createMany({
      data: Array.from({ length: replies }, () => ({ threadId: thread.id, userId: fighterId, content: "Answer", createdAt: dayIn(month, 4) })),
    });
  }
}

let boutSequence = 0;

/** A settled robbery claim of `fighterId`'s bout, dated in `month` (an event with its live thread, as staff make them). */
async function robberyClaim(fighterId: string, month: string) {
  const admin = await testDb.user.findUniqueOrThrow({ where: { username: "admin" } });
  const thread = await threadIn(month, admin.id, "Payout test event: live thread");
  const event = await testDb.event.create({ data: { name: "Payout test event", venue: "Test arena", startsAt: dayIn(month, 5), endedAt: dayIn(month, 6), threadId: thread.id } });
  boutSequence += 1;
  const bout = await testDb.bout.create({
    data: {
      eventId: event.id, position: 0, segment: "MAIN_CARD", weightClass: "Lightweight", scheduledRounds: 3,
      redName: `Red corner ${boutSequence}`, blueName: `Blue corner ${boutSequence}`, blueFighterId: fighterId,
      outcome: "RED", method: "DECISION", round: 3, decidedAt: dayIn(month, 5), robbery: true,
    },
  });
  await testDb.robberyClaim.create({ data: { boutId: bout.id, fighterId, createdAt: dayIn(month, 8) } });
}

const statementOf = async (month: string) => {
  const response = await api<MonthStatement>(`/api/admin/payouts?month=${month}`, { as: "admin" });
  expect(response.status, response.text).toBe(200);
  return response.json!;
};

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

function expectPartsAddUp(statement: MonthStatement) {
  expect(statement.netCents).toBe(statement.grossCents - statement.refundsCents);
  expect(statement.fighterPoolCents).toBe(Math.max(0, Math.floor((statement.netCents * statement.fighterSharePercent) / 100)));
  expect(statement.robberyPoolCents).toBe(Math.max(0, Math.floor((statement.netCents * statement.robberyPoolPercent) / 100)));
  expect(sum(statement.fighters.map((line) => line.shareCents))).toBe(statement.fighterPaidCents);
  expect(statement.fighterPaidCents + statement.fighterUnallocatedCents).toBe(statement.fighterPoolCents);
  expect(statement.fighterPaidCents + statement.robberyPoolCents + statement.platformCents).toBe(statement.netCents);
  expect(sum(statement.claims.map((claim) => claim.amountCents))).toBe(statement.robberyPaidCents);
  expect(statement.robberyPaidCents + statement.robberyCarryOverCents).toBe(statement.robberyPoolCents + statement.robberyCarryInCents);
  for (const line of statement.fighters) {
    expect(line.shareCents).toBeLessThanOrEqual(Math.floor(statement.fighterPoolCents / 2));
    expect(line.amountCents).toBe(line.shareCents + line.claimsCents);
    expect(Number.isInteger(line.shareCents)).toBe(true);
  }
}

describe("the ledger", () => {
  it("records a paid invoice and a refund from Stripe's webhooks once each, with the member and the month", async () => {
    const { user } = await subscribedMember("ledger");
    const invoices = await stripeFake.invoices.list({ customer: user.stripeCustomerId!, limit: 1 });
    const invoiceId = invoices.data[0].id;
    const entry = await waitFor(() => testDb.revenueEntry.findUnique({ where: { stripeObjectId: invoiceId } }), Boolean);
    expect(entry).toMatchObject({ kind: "INVOICE", amountCents: 500, currency: "usd", userId: user.id, stripeCustomerId: user.stripeCustomerId, month: currentMonth });
    expect(entry!.periodStart).not.toBeNull();

    // Stripe delivers again (a new event id for the same invoice): still one entry.
    const again = await sendStripeEvent(stripeEvent("invoice.paid", { id: invoiceId, object: "invoice", customer: user.stripeCustomerId }));
    expect(again.status).toBe(200);
    expect(await testDb.revenueEntry.count({ where: { stripeObjectId: invoiceId } })).toBe(1);

    const banned = await api(`/api/users/${user.id}/ban`, { as: "admin", body: {} });
    expect(banned.status, banned.text).toBe(200);
    const refund = await waitFor(() => testDb.revenueEntry.findUnique({ where: { stripeObjectId: banned.json.refund.id } }), Boolean);
    expect(refund).toMatchObject({ kind: "REFUND", amountCents: -500, userId: user.id, month: currentMonth });
  });

  it("counts money that arrives for a closed month in the next open month", async () => {
    const month = freshMonth();
    const closed = await api(`/api/admin/payouts/${month}/close`, { as: "admin", body: {} });
    expect(closed.status, closed.text).toBe(200);
    const refundId = `re_late_${Date.now()}`;
    await testDb.$transaction((tx) =>
      recordRevenue(tx, { stripeObjectId: refundId, kind: "REFUND", amountCents: -500, currency: "usd", stripeCustomerId: null, occurredAt: dayIn(month, 28) }),
    );
    expect(await testDb.revenueEntry.findUniqueOrThrow({ where: { stripeObjectId: refundId } })).toMatchObject({ month: addMonths(month, 1) });
    // The closed statement did not move.
    expect((await statementOf(month)).refundsCents).toBe(0);
    expect((await statementOf(addMonths(month, 1))).refundsCents).toBe(500);
  });

  it("npm run payouts:reconcile reports what the ledger lacks or has that Stripe does not, and exits 1 for a difference", async () => {
    const run = (month: string) =>
      promisify(execFile)("node_modules/.bin/tsx", ["scripts/payouts-reconcile.ts", month], {
        env: { ...process.env, STRIPE_SECRET_KEY: LOCAL_STRIPE_KEYS.secretKey, STRIPE_API_URL },
      }).then(
        (result) => ({ code: 0, stdout: result.stdout }),
        (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
      );

    const quiet = await run(freshMonth());
    expect(quiet).toMatchObject({ code: 0, stdout: expect.stringContaining("No differences.") });

    const { user } = await subscribedMember("reconcile");
    const invoiceId = (await stripeFake.invoices.list({ customer: user.stripeCustomerId!, limit: 1 })).data[0].id;
    await waitFor(() => testDb.revenueEntry.findUnique({ where: { stripeObjectId: invoiceId } }), Boolean);
    const recorded = await run(currentMonth);
    expect(recorded.stdout).not.toContain(invoiceId);

    await testDb.revenueEntry.delete({ where: { stripeObjectId: invoiceId } });
    const stray = `in_not_in_stripe_${Date.now()}`;
    await testDb.revenueEntry.create({
      data: { stripeObjectId: stray, kind: "INVOICE", amountCents: 500, currency: "usd", occurredAt: new Date(), month: currentMonth },
    });
    const differing = await run(currentMonth);
    expect(differing.code).toBe(1);
    expect(differing.stdout).toContain(`${invoiceId}: missing from the ledger (Stripe $5.00, ledger —)`);
    expect(differing.stdout).toContain(`${stray}: not in Stripe (Stripe —, ledger $5.00)`);
    await testDb.revenueEntry.delete({ where: { stripeObjectId: stray } });
  }, 60_000);
});

describe("month statements", () => {
  it("add up to the cent for random revenues and activity, no fighter above half the fighters' share", async () => {
    const liker = await createMember("payliker");
    const fighters = await Promise.all([1, 2, 3, 4].map((index) => verifiedFighter(`payrand${index}`)));
    for (let round = 0; round < 4; round += 1) {
      const month = freshMonth();
      const invoices = Array.from({ length: 3 + Math.floor(Math.random() * 40) }, () => 1 + Math.floor(Math.random() * 2_000));
      const refunds = Array.from({ length: Math.floor(Math.random() * 3) }, () => 1 + Math.floor(Math.random() * 500));
      await seedRevenue(month, invoices, refunds);
      const active = fighters.slice(0, 1 + (round % fighters.length));
      for (const fighter of active) {
        await activity(fighter.id, month, { threads: Math.floor(Math.random() * 3), replies: 1 + Math.floor(Math.random() * 6), likes: Math.floor(Math.random() * 2) }, liker);
      }
      const statement = await statementOf(month);
      expect(statement).toMatchObject({ month, closed: false, grossCents: sum(invoices), refundsCents: sum(refunds) });
      expectPartsAddUp(statement);
      const lines = statement.fighters.filter((line) => active.some((fighter) => fighter.id === line.userId));
      expect(lines).toHaveLength(active.length);
      // A higher score never earns less.
      for (const a of lines) for (const b of lines) if (a.activityScore > b.activityScore) expect(a.shareCents).toBeGreaterThanOrEqual(b.shareCents);
      // Nobody else was active that month.
      expect(statement.fighters.filter((line) => line.activityScore > 0)).toHaveLength(active.length);
      if (active.length === 1) expect(lines[0].shareCents).toBe(Math.floor(statement.fighterPoolCents / 2));
    }
  });

  it("score threads, replies and likes received as documented", async () => {
    const month = freshMonth();
    const liker = await createMember("payliker");
    const fighter = await verifiedFighter("payscore");
    await activity(fighter.id, month, { threads: 2, replies: 3, likes: 2 }, liker);
    const line = (await statementOf(month)).fighters.find((candidate) => candidate.userId === fighter.id);
    expect(line).toMatchObject({ threads: 2, replies: 3, likesReceived: 2, potdReceived: 0, pickemPoints: 0, activityScore: 2 * 3 + 3 + 2, payoutStatus: "OPEN" });
  });

  it("close once when admins close a month at the same moment, and never change afterwards", async () => {
    const month = freshMonth();
    await seedRevenue(month, [500, 500, 500, 500, 500, 500, 500], [500]);
    const [first, second] = [await verifiedFighter("payclose1"), await verifiedFighter("payclose2")];
    const liker = await createMember("payliker");
    await activity(first.id, month, { threads: 1, replies: 2 }, liker);
    await activity(second.id, month, { replies: 1 }, liker);
    const draft = await statementOf(month);

    const answers = await Promise.all(Array.from({ length: 8 }, () => api(`/api/admin/payouts/${month}/close`, { as: "admin", body: {} })));
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    expect(answers.filter((answer) => answer.json.closedNow)).toHaveLength(1);
    const statements = answers.map((answer) => answer.json.statement as MonthStatement);
    for (const statement of statements) expect(statement).toEqual(statements[0]);
    const closed = statements[0];
    expect(closed).toMatchObject({ month, closed: true, grossCents: draft.grossCents, netCents: draft.netCents, fighterPaidCents: draft.fighterPaidCents });
    expectPartsAddUp(closed);
    expect(closed.fighters.find((line) => line.userId === first.id)).toMatchObject({ payoutStatus: "WAITING_FOR_ACCOUNT" });
    expect(await testDb.payoutMonth.count({ where: { month } })).toBe(1);
    expect(await testDb.payoutTransfer.count({ where: { month } })).toBe(2);

    // Later activity and revenue dated in the month change nothing.
    await activity(second.id, month, { threads: 3 }, liker);
    await seedRevenue(month, [9_999]);
    const again = await api(`/api/admin/payouts/${month}/close`, { as: "admin", body: {} });
    expect(again.json).toEqual({ closedNow: false, statement: closed });
    expect(await statementOf(month)).toEqual(closed);
    // The rows themselves refuse to change.
    await expect(testDb.payoutLine.updateMany({ where: { month }, data: { amountCents: 1 } })).rejects.toThrow(/immutable/);
    await expect(testDb.payoutMonth.delete({ where: { month } })).rejects.toThrow(/immutable/);
  });

  it("pay robbery claims an equal part of the pool, at most the cap, and carry the rest to the next month closed", async () => {
    const month = freshMonth();
    await seedRevenue(month, [100_000]);
    const [robbed, alsoRobbed] = [await verifiedFighter("payrobbed1"), await verifiedFighter("payrobbed2")];
    for (const fighter of [robbed, alsoRobbed]) await robberyClaim(fighter.id, month);
    const statement = await statementOf(month);
    expectPartsAddUp(statement);
    const each = Math.min(statement.claimCapCents, Math.floor((statement.robberyPoolCents + statement.robberyCarryInCents) / 2));
    expect(statement.robberyPoolCents).toBe(5_000);
    expect(statement.claims.map((claim) => [claim.userId, claim.amountCents]).sort()).toEqual([[robbed.id, each], [alsoRobbed.id, each]].sort());
    expect(statement.claims[0].boutLabel).toMatch(/^Red corner \d+ vs Blue corner \d+ \(Payout test event\)$/);
    // A claimant without posts that month still has a row: the claim is what they are owed.
    expect(statement.fighters.find((line) => line.userId === robbed.id)).toMatchObject({ activityScore: 0, shareCents: 0, claimsCents: each, amountCents: each });

    const closed = (await api(`/api/admin/payouts/${month}/close`, { as: "admin", body: {} })).json.statement as MonthStatement;
    expect(closed.robberyCarryOverCents).toBe(statement.robberyPoolCents + statement.robberyCarryInCents - 2 * each);
    expect(await testDb.payoutTransfer.findUniqueOrThrow({ where: { month_userId: { month, userId: robbed.id } } })).toMatchObject({ amountCents: each });
    // The next month closed starts from what this one carried over.
    expect((await statementOf(freshMonth())).robberyCarryInCents).toBe(closed.robberyCarryOverCents);
  });

  it("export the fighter rows as CSV", async () => {
    const month = freshMonth();
    await seedRevenue(month, [1_000, 2_000]);
    const fighter = await verifiedFighter("paycsv");
    await activity(fighter.id, month, { replies: 2 }, await createMember("payliker"));
    const response = await fetch(`${APP_URL}/api/admin/payouts?month=${month}&format=csv`, { headers: { authorization: `Bearer ${await tokenFor("admin")}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/csv");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="fight-forum-payouts-${month}.csv"`);
    const [header, ...rows] = (await response.text()).trim().split("\r\n");
    expect(header).toBe("month,user_id,username,threads,replies,likes_received,potd_received,pickem_points,activity_score,share_cents,claims_cents,amount_cents,payout_status");
    expect(rows.find((row) => row.includes(fighter.id))).toBe(`${month},${fighter.id},${fighter.username},0,2,0,0,0,2,300,0,300,OPEN`);
  });

  it("refuse months that are not over, and input that is not a month", async () => {
    expect(await api(`/api/admin/payouts/${currentMonth}/close`, { as: "admin", body: {} })).toMatchObject({ status: 409, json: { code: "MONTH_NOT_OVER" } });
    expect((await api(`/api/admin/payouts/${addMonths(currentMonth, 3)}/close`, { as: "admin", body: {} })).status).toBe(409);
    for (const bad of ["2026-13", "26-01", "1999-12", "next", "2026-1"]) {
      expect(await api(`/api/admin/payouts?month=${bad}`, { as: "admin" }), bad).toMatchObject({ status: 400, json: { code: "INVALID_INPUT" } });
      expect((await api(`/api/admin/payouts/${bad}/close`, { as: "admin", body: {} })).status, bad).toBe(400);
    }
    expect((await api("/api/admin/payouts", { as: "admin" })).status).toBe(400);
    expect((await api(`/api/admin/payouts?month=${currentMonth}&format=xml`, { as: "admin" })).status).toBe(400);
  });
});

describe("payouts to Connect accounts", () => {
  it("wait for a fighter's account, then go out once when Stripe says it can take transfers", async () => {
    const month = freshMonth();
    await seedRevenue(month, [10_000, 10_000]);
    const fighter = await verifiedFighter("payconnect");
    await activity(fighter.id, month, { threads: 1 }, await createMember("payliker"));

    const link = await api(`/api/users/me/payout-account`, { as: fighter.username, body: {} });
    expect(link.status, link.text).toBe(200);
    expect(link.json.url).toMatch(new RegExp(`^${STRIPE_API_URL}/connect/onboarding/`));
    const { stripeAccountId } = await testDb.user.findUniqueOrThrow({ where: { id: fighter.id } });
    expect(stripeAccountId).toMatch(/^acct_/);
    // A second click reuses the account.
    expect((await api(`/api/users/me/payout-account`, { as: fighter.username, body: {} })).status).toBe(200);
    expect((await testDb.user.findUniqueOrThrow({ where: { id: fighter.id } })).stripeAccountId).toBe(stripeAccountId);

    const closed = await api(`/api/admin/payouts/${month}/close`, { as: "admin", body: {} });
    const line = (closed.json.statement as MonthStatement).fighters.find((candidate) => candidate.userId === fighter.id)!;
    expect(line).toMatchObject({ shareCents: 2_000, payoutStatus: "WAITING_FOR_ACCOUNT" });

    // The fighter finishes Stripe's onboarding: account.updated, then the waiting transfer.
    const finished = await fetch(link.json.url, { method: "POST", redirect: "manual" });
    expect(finished.status).toBe(303);
    expect(finished.headers.get("location")).toMatch(/\/account\?tab=earnings$/);
    const transfer = await waitFor(
      () => testDb.payoutTransfer.findUniqueOrThrow({ where: { month_userId: { month, userId: fighter.id } } }),
      (row) => row.status === "SENT",
    );
    expect(transfer).toMatchObject({ status: "SENT", amountCents: 2_000, stripeTransferId: expect.stringMatching(/^tr_/) });
    const inStripe = await stripeFake.transfers.retrieve(transfer.stripeTransferId!);
    expect(inStripe).toMatchObject({ amount: 2_000, currency: "usd", destination: stripeAccountId, metadata: { month, userId: fighter.id } });
    expect((await testDb.user.findUniqueOrThrow({ where: { id: fighter.id } })).payoutsEnabled).toBe(true);

    // Closing again sends nothing twice.
    await api(`/api/admin/payouts/${month}/close`, { as: "admin", body: {} });
    expect((await stripeFake.transfers.list({ destination: stripeAccountId!, limit: 100 })).data).toHaveLength(1);

    // The fighter sees it; a reversal in Stripe shows up too.
    const earnings = await api(`/api/users/me/earnings`, { as: fighter.username });
    expect(earnings.json).toMatchObject({ account: { connected: true, payoutsEnabled: true } });
    expect(earnings.json.statements).toContainEqual({ month, activityScore: 3, shareCents: 2_000, claimsCents: 0, amountCents: 2_000, payoutStatus: "SENT" });
    await stripeFake.transfers.createReversal(transfer.stripeTransferId!);
    const reversed = await waitFor(
      () => testDb.payoutTransfer.findUniqueOrThrow({ where: { month_userId: { month, userId: fighter.id } } }),
      (row) => row.status === "REVERSED",
    );
    expect(reversed.status).toBe("REVERSED");
  });

  it("hear of connected accounts through the Connect endpoint's own signing secret", async () => {
    const account = await stripeFake.accounts.create({ type: "express", metadata: { purpose: "signature test" } });
    const event = { ...stripeEvent("account.updated", { id: account.id, object: "account" }), account: account.id };
    expect((await sendStripeEvent(event, LOCAL_STRIPE_KEYS.connectWebhookSecret)).status).toBe(200);
    expect((await sendStripeEvent({ ...event, id: `${event.id}_forged` }, "whsec_not_ours")).status).toBe(400);
  });

  it("go out at closing to a fighter whose account is ready", async () => {
    const month = freshMonth();
    await seedRevenue(month, [5_000]);
    const fighter = await verifiedFighter("payready");
    await activity(fighter.id, month, { replies: 4 }, await createMember("payliker"));
    const link = await api(`/api/users/me/payout-account`, { as: fighter.username, body: {} });
    await fetch(link.json.url, { method: "POST", redirect: "manual" });
    await waitFor(() => testDb.user.findUniqueOrThrow({ where: { id: fighter.id } }), (row) => row.payoutsEnabled);

    const closed = await api(`/api/admin/payouts/${month}/close`, { as: "admin", body: {} });
    expect((closed.json.statement as MonthStatement).fighters.find((line) => line.userId === fighter.id)).toMatchObject({ amountCents: 500, payoutStatus: "SENT" });
  });
});

describe("who sees amounts", () => {
  it("admins only for statements and closing; moderators, fighters and members are refused", async () => {
    const month = freshMonth();
    const fighter = await verifiedFighter("paysnoop");
    for (const as of ["mod", "member", "fighter", fighter.username]) {
      expect((await api(`/api/admin/payouts?month=${month}`, { as })).status, as).toBe(403);
      expect((await api(`/api/admin/payouts/${month}/close`, { as, body: {} })).status, as).toBe(403);
    }
    expect((await api(`/api/admin/payouts?month=${month}`)).status).toBe(401);
    expect((await api(`/api/admin/payouts/${month}/close`, { body: {} })).status).toBe(401);
    expect(await testDb.payoutMonth.count({ where: { month } })).toBe(0);
  });

  it("a verified fighter's own earnings only; members and unverified fighters get none", async () => {
    const fighter = await verifiedFighter("payown");
    const own = await api(`/api/users/me/earnings`, { as: fighter.username });
    expect(own).toMatchObject({ status: 200, json: { account: { connected: false, payoutsEnabled: false }, currentMonth: { month: currentMonth, activityScore: 0 }, statements: [] } });

    const seeded = await api(`/api/users/me/earnings`, { as: "fighter" });
    expect(seeded.json.statements[0]).toMatchObject({ month: addMonths(currentMonth, -1), payoutStatus: "WAITING_FOR_ACCOUNT" });

    const unverified = await createMember("payunverified", { role: "FIGHTER", plan: "FREE" });
    for (const as of ["member", "mod", "admin", unverified.username]) {
      expect(await api(`/api/users/me/earnings`, { as }), as).toMatchObject({ status: 403, json: { code: "NOT_A_VERIFIED_FIGHTER" } });
      expect((await api(`/api/users/me/payout-account`, { as, body: {} })).status, as).toBe(403);
    }
    expect((await api(`/api/users/me/earnings`)).status).toBe(401);
    expect((await testDb.user.findUniqueOrThrow({ where: { id: unverified.id } })).stripeAccountId).toBeNull();
  });
});
