/**
 * Demo data: the six demo accounts of DESIGN.md, the spec's category counts (general 24 with the
 * two events' live threads, the others 2 each), replies in a tree, likes, a poll, a Post of the
 * Day, a pinned thread, the fighter's followers, and two fight nights: one past with results and
 * scored picks, one upcoming.
 * Counters and Fight Cred are then recomputed from the rows, as `npm run db:recount` does.
 */
import { devClerkId } from "../lib/auth/config.ts";
import { DEMO_ACCOUNTS } from "../lib/auth/demo-accounts.ts";
import { eventThreadContent, eventThreadTitle } from "../lib/events/event-thread-text.ts";
import { scoreBout } from "../lib/events/scoring.ts";
import type { Corner, WinMethod } from "../lib/generated/prisma/enums.ts";
import { recountAll } from "../lib/maintenance/recount.ts";
import { freezeStatement } from "../lib/payouts/month-statement.ts";
import { addMonths, monthOf, monthRange } from "../lib/payouts/month.ts";
import { scriptClient } from "../scripts/lib/prisma.ts";

const db = scriptClient();

/** Each demo thread: its title and its opening post. */
const GENERAL_THREADS: { title: string; opening: string }[] = [
  { title: "Who really won the main event last Saturday?", opening: "Two judges saw it for the champion, I had the challenger taking three rounds clean. Rewatch rounds 2 and 4 before you answer." },
  { title: "Best leg kick technicians in the game right now", opening: "Not who throws the most: who sets them up, lands them clean and does not eat the counter. Names and fights, please." },
  { title: "Is the heavyweight division finally getting interesting?", opening: "Three new contenders under 30, a champion who actually defends, and no more waiting a year for a title fight. Or is it still a lottery?" },
  { title: "Wrestling vs BJJ base for a new fighter in 2026", opening: "A friend's kid is 16 and wants to fight professionally one day. Which base would you start with today, and why?" },
  { title: "Most underrated fighter on the roster", opening: "Ranked outside the top 10, finishes people, never gets a promo push. Who is yours?" },
  { title: "Judging criteria need a rewrite: discuss", opening: "Damage, control, aggression: the order is written down, yet every card says something else. What would you change first?" },
  { title: "Greatest comeback in title fight history", opening: "Down on every card, hurt in the fourth, then a finish out of nowhere. Which one tops your list?" },
  { title: "Fight week weight cuts are getting out of hand", opening: "Another fighter pulled from the hospital on Friday. Same-day weigh-ins, more divisions, hydration tests: what would actually work?" },
  { title: "Who should headline the next stadium card?", opening: "Outdoor show, 60,000 seats, one fight on the poster. Who sells it?" },
  { title: "Calf kicks changed the sport: agree or disagree?", opening: "Five years in, stances have changed and checks have changed. Has anything changed as much since?" },
  { title: "Prospects to watch from the regional scene", opening: "Undefeated, under 25, fighting for the smaller shows. Share the names you have seen live or on the streams." },
  { title: "The most dominant champion of the decade", opening: "Title defences, quality of opposition, rounds lost. Make your case with numbers." },
  { title: "Should the early weigh-ins stay?", opening: "They were meant to make cuts safer. Did they, or did they just give fighters more hours to rehydrate?" },
  { title: "Best submission finish this year", opening: "Flying, scrambling or slow and grinding: post the one you rewatched the most." },
  { title: "Pound-for-pound list: post your top 10", opening: "Current form only, no legacy picks. One line of reasoning for each spot." },
  { title: "Rematch clauses are hurting the divisions", opening: "Every new champion now spends a year on an immediate rematch while the contenders wait. Fair or not?" },
  { title: "Which camp has the best striking coaches?", opening: "Judge by what their fighters do in the cage, not by the highlight reels from the gym." },
  { title: "Five-round non-title fights: yes or no?", opening: "Every main event gets five rounds now. Better fights, or more tired ones?" },
  { title: "Flyweights deserve more main events", opening: "Fastest division on the roster, and still buried on the prelims. Who would you put on top of a card?" },
  { title: "Predictions for the lightweight title picture", opening: "The champion, four contenders and one name coming up from featherweight. How does the next year play out?" },
  { title: "Open scoring: would it help or hurt?", opening: "Fighters would know the cards between rounds. Smarter fights, or a leader running for the last five minutes?" },
];

/** The demo's bios (a profile's About tab). */
const BIOS: Record<string, string> = {
  fighter: "Pro lightweight, 14-3. Muay Thai base, brown belt in jiu-jitsu.\nAsk me about weight cuts and camp life.",
  insider: "Covering MMA since 2012: rankings, contracts and the business behind the cards.",
  member: "Fan since the Pride days. Southpaws and leg locks.",
};

async function main() {
  const users = Object.fromEntries(
    await Promise.all(
      DEMO_ACCOUNTS.map(async ({ description: _, ...user }) => {
        const row = await db.user.create({
          data: {
            ...user,
            // Verified as an admin's approval leaves them (lib/members/verification.ts; their requests below).
            isVerified: user.role === "FIGHTER" || user.role === "INDUSTRY_PROFESSIONAL",
            bio: BIOS[user.username] ?? null,
            ...(user.role === "FIGHTER" && { weightClass: "LIGHTWEIGHT" as const, recordWins: 14, recordLosses: 3, recordDraws: 0 }),
            clerkId: devClerkId(user.username),
            email: `${user.username}@fightforum.example`,
            twitterUrl: user.role === "FIGHTER" ? "https://twitter.com/fightforum" : null,
            instagramUrl: user.role === "FIGHTER" ? "https://instagram.com/fightforum" : null,
          },
        });
        return [user.username, row] as const;
      }),
    ),
  );

  const now = Date.now();
  const hoursAgo = (hours: number) => new Date(now - hours * 3_600_000);
  const authors = ["member", "insider", "admin", "mod", "member", "insider"];

  // General: 21 threads from members, one premium fighter thread, and the two events' live threads (below) = 24.
  const general = [];
  for (const [index, { title, opening }] of GENERAL_THREADS.entries()) {
    const author = users[authors[index % authors.length]];
    general.push(
      await db.thread.create({
        data: {
          title,
          content: opening,
          categoryId: "general",
          userId: author.id,
          createdAt: hoursAgo(2 + index * 20),
        },
      }),
    );
  }
  const fighterThread = await db.thread.create({
    data: {
      title: "Inside my fight camp: week 6 of 8",
      content:
        "Sparring is done, now it's all about sharpening. Here's exactly how we structure the last two weeks before a five-round fight, what I eat during the cut, and the drills my coach swears by.",
      categoryId: "general",
      userId: users.fighter.id,
      createdAt: hoursAgo(1),
    },
  });

  const others = [
    { categoryId: "mma_takes_podcast_companion", author: "insider", title: "Episode 112: the judging debate", content: "What did you think of this week's episode? I disagreed with the take on open scoring." },
    { categoryId: "mma_takes_podcast_companion", author: "member", title: "Guest suggestions for next season", content: "Which fighters or coaches should the show bring on next? Post your wishlist." },
    { categoryId: "fighters_only", author: "fighter", title: "Managing sponsors as a pro", content: "How I handle sponsor deals, what to ask for, and the mistakes I made in my first contracts." },
    { categoryId: "fighters_only", author: "fighter", title: "Recovery routine after a hard camp", content: "Sauna, cold plunge, sleep tracking and the boring stuff that actually works." },
    { categoryId: "member_feedback", author: "member", title: "Drafts that follow me between devices", content: "I start long posts on my phone at the gym and finish them at home. Could a draft follow my account instead of staying in one browser?" },
    { categoryId: "member_feedback", author: "fan", title: "Love the rankings page", content: "The Fight Cred tiers make it fun to post. Maybe show the next tier threshold on profiles?" },
  ];
  for (const [index, thread] of others.entries()) {
    await db.thread.create({
      data: {
        title: thread.title,
        content: thread.content,
        categoryId: thread.categoryId,
        userId: users[thread.author].id,
        createdAt: hoursAgo(5 + index * 30),
      },
    });
  }

  // A poll on the first general thread.
  await db.poll.create({
    data: {
      threadId: general[0].id,
      question: "Who won the main event?",
      expiresAt: new Date(now + 7 * 86_400_000),
      options: {
        create: ["Red corner", "Blue corner", "Draw", "No contest"].map((text, position) => ({ text, position })),
      },
    },
  });
  const options = await db.pollOption.findMany({ where: { poll: { threadId: general[0].id } }, orderBy: { position: "asc" } });
  await db.pollVote.createMany({
    data: [
      { pollId: options[0].pollId, optionId: options[0].id, userId: users.insider.id },
      { pollId: options[0].pollId, optionId: options[0].id, userId: users.admin.id },
      { pollId: options[0].pollId, optionId: options[1].id, userId: users.fighter.id },
    ],
  });

  // A member's thread pinned by the moderator.
  await db.thread.update({
    where: { id: general[4].id },
    data: { isPinned: true, pinnedAt: hoursAgo(1), pinnedById: users.mod.id },
  });

  // A reply tree three levels deep on the first thread, and a few top-level replies elsewhere.
  const top = await db.reply.create({
    data: { threadId: general[0].id, userId: users.insider.id, content: "Red corner clearly. Rounds 2 and 3 were not close.", createdAt: hoursAgo(1.5) },
  });
  const second = await db.reply.create({
    data: { threadId: general[0].id, userId: users.member.id, parentReplyId: top.id, content: "@insider round 2 was close, the takedowns went nowhere.", createdAt: hoursAgo(1.4) },
  });
  await db.reply.create({
    data: { threadId: general[0].id, userId: users.fighter.id, parentReplyId: second.id, content: "From inside the cage: control without damage doesn't win rounds anymore.", createdAt: hoursAgo(1.3) },
  });
  for (const [index, thread] of general.slice(1, 6).entries()) {
    await db.reply.create({
      data: { threadId: thread.id, userId: users[index % 2 ? "admin" : "member"].id, content: "Great topic. Here's my two cents: it depends on the matchup.", createdAt: hoursAgo(1 + index * 0.1) },
    });
  }

  // Likes from several members, and one reply like.
  const likers = [users.member, users.insider, users.admin, users.fan, users.mod];
  await db.threadReaction.createMany({
    data: general.slice(0, 8).flatMap((thread, index) =>
      likers.slice(0, 1 + (index % likers.length)).filter((u) => u.id !== thread.userId).map((u) => ({ threadId: thread.id, userId: u.id, type: "LIKE" as const })),
    ),
  });
  await db.threadReaction.create({ data: { threadId: fighterThread.id, userId: users.member.id, type: "LIKE" } });
  await db.replyReaction.create({ data: { replyId: top.id, userId: users.member.id, type: "LIKE" } });

  // A Post of the Day marked yesterday, so every demo account can still mark one today.
  const yesterday = new Date(now - 86_400_000);
  await db.postOfTheDay.create({
    data: { userId: users.admin.id, threadId: general[1].id, day: new Date(Date.UTC(yesterday.getUTCFullYear(), yesterday.getUTCMonth(), yesterday.getUTCDate())) },
  });

  // Two reports waiting in the moderators' queue (/moderation): a reply, and a member.
  await db.postReport.create({
    data: { reporterId: users.fan.id, replyId: second.id, reason: "OTHER", details: "Feels like a pile-on of the insider. Worth a look?", createdAt: hoursAgo(1) },
  });
  await db.memberReport.create({
    data: { reporterId: users.member.id, memberId: users.insider.id, reason: "IMPERSONATION", details: "Says he works for a promotion. Has anyone checked?", createdAt: hoursAgo(2) },
  });

  // The pro fighter's followers (their profile's list): three members, the newest first.
  await db.memberFollow.createMany({
    data: ["insider", "member", "fan"].map((username, index) => ({ followerId: users[username].id, memberId: users.fighter.id, createdAt: hoursAgo(48 - index * 12) })),
  });

  await seedConversation(users, hoursAgo);
  await seedEvents(users, now);
  await seedClosedPayoutMonth(users, now);
  await seedApprovedVerifications(users, hoursAgo);
  await recountAll(db);
}

/** A private conversation between the demo member and the pro fighter (/messages), read by both. */
async function seedConversation(users: SeededUsers, hoursAgo: (hours: number) => Date) {
  const messages = [
    { from: users.member, text: "Huge fan since your debut. How do you keep the weight cut under control?", hours: 30 },
    { from: users.fighter, text: "Thanks! Slow and early: most of it comes off over the last eight weeks of camp, not the last week.", hours: 28 },
    { from: users.member, text: "Makes sense. Good luck at the next card!", hours: 27 },
  ];
  const last = hoursAgo(messages.at(-1)!.hours);
  await db.conversation.create({
    data: {
      members: {
        create: [
          { userId: users.member.id, otherId: users.fighter.id, lastMessageAt: last, readAt: last },
          { userId: users.fighter.id, otherId: users.member.id, lastMessageAt: last, readAt: last },
        ],
      },
      messages: { create: messages.map(({ from, text, hours }) => ({ senderId: from.id, content: text, createdAt: hoursAgo(hours) })) },
    },
  });
}

/** The requests the admin approved to verify the demo's fighter and insider (/admin/verification?show=decided). */
async function seedApprovedVerifications(users: SeededUsers, hoursAgo: (hours: number) => Date) {
  const approved = [
    { username: "fighter", role: "FIGHTER" as const, fullName: "Frankie Ferreira", links: ["https://www.tapology.com/fightcenter/fighters/frankie-ferreira"], askedHoursAgo: 24 * 30 },
    { username: "insider", role: "INDUSTRY_PROFESSIONAL" as const, fullName: "Ivy Insider", links: ["https://www.mmajunkie.example/staff/ivy-insider"], askedHoursAgo: 24 * 20 },
  ];
  await db.verificationRequest.createMany({
    data: approved.map(({ username, role, fullName, links, askedHoursAgo }) => ({
      userId: users[username].id,
      role,
      fullName,
      links,
      status: "APPROVED" as const,
      createdAt: hoursAgo(askedHoursAgo),
      decidedById: users.admin.id,
      decidedAt: hoursAgo(askedHoursAgo - 6),
    })),
  });
}

type SeededUsers = Record<string, { id: string }>;

/** The demo cards' first three bouts are the main card. */
const segmentAt = (position: number) => (position < 3 ? ("main_card" as const) : ("prelims" as const));

interface SeedBout {
  weightClass: string;
  rounds: 3 | 5;
  red: string;
  blue: string;
  redFighter?: string;
  result?: { outcome: "RED" | "BLUE"; method: WinMethod; round: number };
}

/** An event with its card and its live thread by the admin; picks as [username, per-bout winner and method]. */
async function seedEvent(
  users: SeededUsers,
  event: { name: string; venue: string; startsAt: Date; endedAt: Date | null; bouts: SeedBout[] },
  picks: [string, [Corner, WinMethod | null][]][],
) {
  const card = event.bouts.map((bout, position) => ({ ...bout, segment: segmentAt(position), red: { name: bout.red }, blue: { name: bout.blue } }));
  const thread = await db.thread.create({
    data: {
      title: eventThreadTitle(event.name),
      content: eventThreadContent({ ...event, bouts: card }),
      categoryId: "general",
      userId: users.admin.id,
      createdAt: new Date(event.startsAt.getTime() - 7 * 86_400_000),
      // Pinned until staff end the event (lib/events/events.ts), as its author's own pin.
      ...(event.endedAt ? {} : { isPinned: true, pinnedAt: new Date(), pinnedById: users.admin.id }),
    },
  });
  const created = await db.event.create({
    data: {
      name: event.name,
      venue: event.venue,
      startsAt: event.startsAt,
      endedAt: event.endedAt,
      threadId: thread.id,
      bouts: {
        create: event.bouts.map((bout, position) => ({
          position,
          segment: segmentAt(position) === "main_card" ? "MAIN_CARD" : "PRELIMS",
          weightClass: bout.weightClass,
          scheduledRounds: bout.rounds,
          redName: bout.red,
          blueName: bout.blue,
          redFighterId: bout.redFighter ? users[bout.redFighter].id : null,
          outcome: bout.result?.outcome ?? null,
          method: bout.result?.method ?? null,
          round: bout.result ? (bout.result.method === "DECISION" ? bout.rounds : bout.result.round) : null,
          decidedAt: bout.result ? event.endedAt : null,
        })),
      },
    },
    include: { bouts: { orderBy: { position: "asc" } } },
  });
  for (const [index, bout] of created.bouts.entries()) {
    const boutPicks = picks.map(([username, choices]) => ({ userId: users[username].id, winner: choices[index][0], method: choices[index][1] }));
    const points = bout.outcome ? scoreBout(boutPicks, { outcome: bout.outcome, method: bout.method }) : new Map<string, number>();
    await db.pick.createMany({
      data: boutPicks.map((pick) => ({ ...pick, boutId: bout.id, eventId: created.id, points: points.get(pick.userId) ?? 0, createdAt: new Date(event.startsAt.getTime() - 86_400_000) })),
    });
  }
}

/** One past fight night with results and scored picks, one upcoming with a few picks in. */
async function seedEvents(users: SeededUsers, now: number) {
  const day = 86_400_000;
  const pastStart = new Date(now - 10 * day);
  await seedEvent(
    users,
    {
      name: "Fight Forum 12: Ferreira vs Stone",
      venue: "T-Mobile Arena, Las Vegas",
      startsAt: pastStart,
      endedAt: new Date(pastStart.getTime() + 6 * 3_600_000),
      bouts: [
        { weightClass: "Lightweight", rounds: 5, red: "Frankie Ferreira", blue: "Dante Stone", redFighter: "fighter", result: { outcome: "RED", method: "SUBMISSION", round: 3 } },
        { weightClass: "Welterweight", rounds: 3, red: "Marco Reyes", blue: "Tom Hale", result: { outcome: "BLUE", method: "KO_TKO", round: 1 } },
        { weightClass: "Flyweight", rounds: 3, red: "Kenji Sato", blue: "Luis Ortega", result: { outcome: "RED", method: "DECISION", round: 3 } },
      ],
    },
    [
      ["member", [["RED", "SUBMISSION"], ["RED", null], ["RED", "DECISION"]]],
      ["insider", [["RED", "DECISION"], ["BLUE", "KO_TKO"], ["BLUE", null]]],
      ["fan", [["BLUE", null], ["RED", "DECISION"], ["RED", null]]],
      ["fighter", [["RED", "SUBMISSION"], ["RED", null], ["RED", "DECISION"]]],
    ],
  );
  await seedEvent(
    users,
    {
      name: "Fight Forum 13: Okafor vs Lindqvist",
      venue: "Madison Square Garden, New York",
      startsAt: new Date(Date.UTC(new Date(now + 5 * day).getUTCFullYear(), new Date(now + 5 * day).getUTCMonth(), new Date(now + 5 * day).getUTCDate(), 23)),
      endedAt: null,
      bouts: [
        { weightClass: "Heavyweight", rounds: 5, red: "Chidi Okafor", blue: "Erik Lindqvist" },
        { weightClass: "Bantamweight", rounds: 3, red: "Ana Ruiz", blue: "Mia Chen" },
        { weightClass: "Middleweight", rounds: 3, red: "Sam Brooks", blue: "Yusuf Demir" },
        { weightClass: "Featherweight", rounds: 3, red: "Leo Vargas", blue: "Ivan Petrov" },
      ],
    },
    [["insider", [["RED", "KO_TKO"], ["BLUE", null], ["RED", "DECISION"], ["BLUE", null]]]],
  );
}

/**
 * Last month, closed: the fighter's posts that month, a ledger of subscription payments (demo
 * customers, not Stripe objects) and one refund, frozen into its statement by the admin. The fighter
 * has no payout account yet, so their payout waits for them to connect one.
 */
async function seedClosedPayoutMonth(users: SeededUsers, now: number) {
  const month = addMonths(monthOf(new Date(now)), -1);
  const dayOfMonth = (day: number) => new Date(monthRange(month).start.getTime() + (day - 1) * 86_400_000 + 15 * 3_600_000);
  const diary = await db.thread.create({
    data: {
      title: "Fight week diary: making 155",
      content: "Cut day by day: water loading, the last hard session and what I eat after weigh-ins. Ask me anything about the cut.",
      categoryId: "fighters_only",
      userId: users.fighter.id,
      createdAt: dayOfMonth(9),
    },
  });
  await db.reply.create({ data: { threadId: diary.id, userId: users.fighter.id, content: "Update: on weight, rehydrating now.", createdAt: dayOfMonth(10) } });
  await db.threadReaction.createMany({
    data: [users.member, users.insider, users.admin].map((liker) => ({ threadId: diary.id, userId: liker.id, type: "LIKE" as const, createdAt: dayOfMonth(10) })),
  });
  const subscribers = 140;
  await db.revenueEntry.createMany({
    data: [
      ...Array.from({ length: subscribers }, (_, index) => ({
        stripeObjectId: `in_demo_${month}_${index + 1}`,
        kind: "INVOICE" as const,
        amountCents: 500,
        currency: "usd",
        stripeCustomerId: `cus_demo_${index + 1}`,
        occurredAt: dayOfMonth(1 + (index % 28)),
        month,
      })),
      { stripeObjectId: `re_demo_${month}_1`, kind: "REFUND" as const, amountCents: -500, currency: "usd", stripeCustomerId: "cus_demo_7", occurredAt: dayOfMonth(20), month },
    ],
  });
  await db.$transaction((tx) => freezeStatement(tx, month, users.admin.id));
}

main()
  .then(() => db.$disconnect())
  .catch(async (error) => {
    console.error(error);
    await db.$disconnect();
    process.exit(1);
  });
