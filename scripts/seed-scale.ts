/**
 * `npm run seed:scale`: bulk data for benchmarks, generated inside PostgreSQL with set-based
 * INSERT ... SELECT generate_series (no row-by-row inserts): 10,000 users, 100,000 threads,
 * 1,000,000 replies (one thread with exactly 500 for the thread-page benchmark), 2,000,000
 * reactions, then every counter recomputed from the rows and the tables vacuumed (index-only scans
 * need the visibility map) and analyzed. Adds to the demo data; run it on a database of its own
 * (`npm run bench` does).
 */
import { recountAll } from "../lib/maintenance/recount.ts";
import { loadDotEnv } from "./lib/app-env.ts";
import { scriptClient } from "./lib/prisma.ts";

export const SCALE = {
  users: 10_000,
  threads: 100_000,
  replies: 1_000_000,
  reactions: 2_000_000,
  benchThreadId: "scale_thread_bench",
  benchThreadReplies: 500,
  profileUsername: "scale_user_1",
};

/**
 * Words spread over the scale data's titles, contents and replies (each row gets a few, chosen by
 * its number), so search has matches of realistic spread: a word is in about 1 thread in 25 and 1 reply in 100.
 */
export const SCALE_WORDS = [
  "armbar", "kimura", "triangle", "guillotine", "darce", "anaconda", "heelhook", "kneebar", "rearnaked", "americana",
  "jab", "cross", "hook", "uppercut", "overhand", "spinning", "backfist", "superman", "elbow", "knee",
  "legkick", "calfkick", "headkick", "bodykick", "teep", "takedown", "doubleleg", "singleleg", "suplex", "slam",
  "southpaw", "orthodox", "switch", "counter", "pressure", "footwork", "cardio", "weightcut", "reach", "chin",
  "flyweight", "bantamweight", "featherweight", "lightweight", "welterweight", "middleweight", "heavyweight", "strawweight", "catchweight", "openweight",
  "vegas", "abudhabi", "london", "paris", "sydney", "toronto", "riodejaneiro", "singapore", "perth", "newark",
  "judges", "scorecard", "robbery", "stoppage", "doctor", "referee", "comeback", "upset", "rematch", "trilogy",
  "camp", "sparring", "wrestling", "jiujitsu", "muaythai", "boxing", "karate", "sambo", "kickboxing", "judo",
  "prelims", "maincard", "headliner", "comain", "undercard", "bonus", "knockout", "submission", "decision", "draw",
  "champion", "contender", "prospect", "veteran", "legend", "interim", "belt", "ranking", "callout", "retirement",
];
const WORD_ARRAY = `ARRAY[${SCALE_WORDS.map((word) => `'${word}'`).join(",")}]`;
/** The SQL of the word of row `g` at position `salt` (a prime spreads the choices). */
const scaleWord = (g: string, salt: number) => `(${WORD_ARRAY})[1 + (${g} * ${salt}) % ${SCALE_WORDS.length}]`;

const STATEMENTS: [string, string][] = [
  [
    "users",
    `INSERT INTO "User" (id, "clerkId", username, email, "firstName", "lastName", role, "planType", "createdAt", "updatedAt")
     SELECT 'scale_user_' || g, 'user_scale_' || g, 'scale_user_' || g, 'scale_user_' || g || '@fightforum.example',
            'Scale', 'User ' || g,
            (CASE WHEN g % 50 = 0 THEN 'FIGHTER' WHEN g % 97 = 0 THEN 'INDUSTRY_PROFESSIONAL' ELSE 'USER' END)::"Role",
            (CASE WHEN g % 3 = 0 THEN 'FREE' ELSE 'BASIC' END)::"PlanType",
            now() - (g || ' minutes')::interval, now()
     FROM generate_series(1, ${SCALE.users}) g`,
  ],
  [
    "threads",
    // 70% general, 10% each other category; creation times spread over about 70 days.
    `INSERT INTO "Thread" (id, "userId", "categoryId", title, content, "createdAt", "lastActivityAt")
     SELECT 'scale_thread_' || g, 'scale_user_' || (1 + (g * 7919) % ${SCALE.users}),
            (CASE WHEN g % 10 < 7 THEN 'general' WHEN g % 10 = 7 THEN 'mma_takes_podcast_companion'
                  WHEN g % 10 = 8 THEN 'fighters_only' ELSE 'member_feedback' END),
            'Scale thread ' || g || ': ' || ${scaleWord("g", 7)} || ' or ' || ${scaleWord("g", 13)} || ', who wins the rematch?',
            'Benchmark thread ' || g || ' on ' || ${scaleWord("g", 17)} || ' and ' || ${scaleWord("g", 19)} || '. '
              || repeat('Breaking down the striking, the grappling and the cardio. ', 4),
            now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval
     FROM generate_series(1, ${SCALE.threads}) g`,
  ],
  [
    "bench thread",
    `INSERT INTO "Thread" (id, "userId", "categoryId", title, content, "createdAt", "lastActivityAt")
     VALUES ('${SCALE.benchThreadId}', 'scale_user_2', 'general', 'Benchmark: the 500-reply thread',
             'A thread with exactly ${SCALE.benchThreadReplies} replies for the thread page benchmark.', now() - interval '2 days', now())`,
  ],
  [
    "replies",
    // Replies g and g + threads share a thread: every third later one answers the earlier one (a tree).
    `INSERT INTO "Reply" (id, "threadId", "userId", "parentReplyId", content, "createdAt")
     SELECT 'scale_reply_' || g, 'scale_thread_' || (1 + (g - 1) % ${SCALE.threads}),
            'scale_user_' || (1 + (g * 104729) % ${SCALE.users}),
            CASE WHEN g > ${SCALE.threads} AND g % 3 = 0 THEN 'scale_reply_' || (g - ${SCALE.threads}) END,
            'Reply ' || g || ': solid take on the ' || ${scaleWord("g", 23)} || ', but the judges saw it differently.',
            now() - (((${SCALE.replies} - g) / 20) || ' seconds')::interval
     FROM generate_series(1::bigint, ${SCALE.replies - SCALE.benchThreadReplies}) g`,
  ],
  [
    "bench thread replies",
    `INSERT INTO "Reply" (id, "threadId", "userId", "parentReplyId", content, "createdAt")
     SELECT 'scale_bench_reply_' || g, '${SCALE.benchThreadId}', 'scale_user_' || (1 + g % ${SCALE.users}),
            CASE WHEN g > 10 AND g % 4 = 0 THEN 'scale_bench_reply_' || (g - 10) END,
            'Bench reply ' || g || ': the leg kicks decided it.', now() - ((${SCALE.benchThreadReplies} - g) || ' minutes')::interval
     FROM generate_series(1, ${SCALE.benchThreadReplies}) g`,
  ],
  [
    "reactions",
    // (thread, user) pairs are unique: for a thread t, the 20 rounds k give 20 different users.
    `INSERT INTO "ThreadReaction" ("threadId", "userId", type, "createdAt")
     SELECT 'scale_thread_' || (1 + g % ${SCALE.threads}),
            'scale_user_' || (1 + ((g / ${SCALE.threads}) * 499 + g % ${SCALE.threads}) % ${SCALE.users}),
            (CASE WHEN g % 5 = 0 THEN 'DISLIKE' ELSE 'LIKE' END)::"ReactionType", now()
     FROM generate_series(0::bigint, ${SCALE.reactions - 1}) g`,
  ],
];

async function main() {
  loadDotEnv();
  const db = scriptClient();
  const existing = await db.user.count({ where: { id: { startsWith: "scale_user_" } } });
  if (existing > 0) {
    console.log(`Scale data already present (${existing} scale users); nothing to do.`);
    await db.$disconnect();
    return;
  }
  await db.$transaction(
    async (tx) => {
      for (const [name, sql] of STATEMENTS) {
        const started = Date.now();
        await tx.$executeRawUnsafe(sql);
        console.log(`${name}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
      }
      // Fresh statistics, or the planner treats the new tables as empty and recounts row by row.
      await tx.$executeRawUnsafe("ANALYZE");
      const started = Date.now();
      await recountAll(tx);
      console.log(`counters recomputed: ${((Date.now() - started) / 1000).toFixed(1)} s`);
    },
    { timeout: 3_600_000 },
  );
  const started = Date.now();
  await db.$executeRawUnsafe("VACUUM ANALYZE");
  console.log(`vacuum and analyze: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await db.$disconnect();
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
