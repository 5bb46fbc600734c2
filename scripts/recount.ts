/** `npm run db:recount`: recomputes every stored counter and each member's Fight Cred from the rows. */
import { recountAll } from "../lib/maintenance/recount.ts";
import { loadDotEnv } from "./lib/app-env.ts";
import { scriptClient } from "./lib/prisma.ts";

loadDotEnv();
const db = scriptClient();
await db.$transaction((tx) => recountAll(tx), { timeout: 600_000 });
await db.$disconnect();
console.log("Counters and Fight Cred recomputed from the rows.");
