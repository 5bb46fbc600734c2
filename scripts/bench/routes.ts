import { encodeCursor } from "../../lib/pagination/cursor.ts";
import { SCALE, SCALE_WORDS } from "../seed-scale.ts";
import type { LoadRequest } from "./load.ts";

export interface Route {
  name: string;
  requests: LoadRequest[];
  /** Clients sending at once, where not BENCH_CONNECTIONS. */
  connections?: number;
  /** Requests a second from all the clients together, where not as many as the server answers. */
  requestsPerSecond?: number;
}

/** The route names the targets are checked against. */
export const ROUTE = {
  listPage1: "thread list API, page 1 (offset)",
  listPage5000: "thread list API, page 5,000 (offset)",
  cursorPage1: "thread list API, page 1 (cursor)",
  cursorPage5000: "thread list API, page 5,000 (cursor)",
  hotPage1: "thread list API, hot, page 1 (cursor)",
  forumPage: "forum page",
  threadApi: "thread API (500-reply thread)",
  repliesApi: "replies API, 100 of 500",
  threadPage: "thread page (500 replies)",
  profileApi: "profile API",
  profilePosts: "profile posts API",
  profilePage: "profile page",
  topUsers: "top users API",
  searchOneWord: "search API, one word",
  searchThreeWords: "search API, three words",
  searchOneWordAlone: "search API, one word, one client",
  searchThreeWordsAlone: "search API, three words, one client",
  searchOneWordSteady: "search API, one word, 100 a second",
  searchThreeWordsSteady: "search API, three words, 100 a second",
  searchCommonWord: "search API, a word in every thread",
  searchReplies: "search API, replies",
  searchMembers: "search API, members",
  writes: "write mix (like, reply)",
} as const;

const DEEP_OFFSET = 49_990;
/**
 * A busy forum's searches, steadily: fewer than this 2-core machine serves at most (at this rate
 * about two thirds of its time goes to the server, PostgreSQL and the benchmark's client), so the
 * latency is a search's own and its share of the cores, not a queue of ten clients.
 */
const STEADY_SEARCHES_PER_SECOND = 100;

interface Sessions {
  /** The reader's session for API calls (a bearer token) and for pages (the session cookie). */
  api: Record<string, string>;
  page: Record<string, string>;
  /** Bearer tokens of paid members who like and reply. */
  writerTokens: string[];
}

const get = (path: string, headers: Record<string, string>): LoadRequest[] => [{ method: "GET", path, headers }];
const threadList = (query: string) => `/api/threads/general?pinnedByUserFilter=exclude&sort=new&limit=10&${query}`;

/** The cursor naming the end of the page before offset `offset`, checked to read the same page. */
async function cursorBefore(baseUrl: string, offset: number, headers: Record<string, string>) {
  const read = async (path: string) => (await (await fetch(`${baseUrl}${path}`, { headers })).json()) as { id: string; createdAt: string }[];
  const [thread] = await read(threadList(`offset=${offset - 1}`).replace("limit=10", "limit=1"));
  const cursor = encodeCursor({ key: thread.createdAt, id: thread.id });
  const [byOffset, byCursor] = await Promise.all([read(threadList(`offset=${offset}`)), read(threadList(`cursor=${cursor}`))]);
  if (JSON.stringify(byOffset) !== JSON.stringify(byCursor)) throw new Error(`offset ${offset} and its cursor read different pages`);
  return cursor;
}

/**
 * The benchmark's routes on the scale data: the thread list by offset and by cursor (page 1 and
 * page 5,000), the forum page, the 500-reply thread, a profile, the Top Users panel, searches
 * (threads by one word, three words and a word every thread has, replies, members) and a write mix.
 */
export async function benchRoutes(baseUrl: string, sessions: Sessions): Promise<Route[]> {
  const { api, page, writerTokens } = sessions;
  const deepCursor = await cursorBefore(baseUrl, DEEP_OFFSET, api);
  const randomThread = () => `scale_thread_${1 + Math.floor(Math.random() * SCALE.threads)}`;
  const writer = () => ({
    authorization: `Bearer ${writerTokens[Math.floor(Math.random() * writerTokens.length)]}`,
    "content-type": "application/json",
  });
  const write = (action: (threadId: string) => string, body: unknown): LoadRequest => ({
    method: "POST",
    path: action(randomThread()),
    headers: writer(),
    body: JSON.stringify(body),
    vary: () => ({ path: action(randomThread()), headers: writer() }),
  });
  const someWord = () => SCALE_WORDS[Math.floor(Math.random() * SCALE_WORDS.length)];
  /** A search with new words for every request (a different query each time, as people type). */
  const searching = (params: () => Record<string, string>): LoadRequest[] => {
    const path = () => `/api/search?${new URLSearchParams(params())}`;
    return [{ method: "GET", path: path(), headers: api, vary: () => ({ path: path() }) }];
  };
  return [
    { name: ROUTE.listPage1, requests: get(threadList("offset=0"), api) },
    { name: ROUTE.listPage5000, requests: get(threadList(`offset=${DEEP_OFFSET}`), api) },
    { name: ROUTE.cursorPage1, requests: get(threadList("cursor="), api) },
    { name: ROUTE.cursorPage5000, requests: get(threadList(`cursor=${deepCursor}`), api) },
    { name: ROUTE.hotPage1, requests: get(threadList("cursor=").replace("sort=new", "sort=hot"), api) },
    { name: ROUTE.forumPage, requests: get("/forum", page) },
    { name: ROUTE.threadApi, requests: get(`/api/threads/id/${SCALE.benchThreadId}`, api) },
    { name: ROUTE.repliesApi, requests: get(`/api/threads/${SCALE.benchThreadId}/replies?limit=100`, api) },
    { name: ROUTE.threadPage, requests: get(`/thread/${SCALE.benchThreadId}`, page) },
    { name: ROUTE.profileApi, requests: get(`/api/users/username/${SCALE.profileUsername}`, api) },
    { name: ROUTE.profilePosts, requests: get(`/api/users/${SCALE.profileUsername}/posts`, api) },
    { name: ROUTE.profilePage, requests: get(`/user/${SCALE.profileUsername}`, page) },
    { name: ROUTE.topUsers, requests: get("/api/users/top", api) },
    { name: ROUTE.searchOneWord, requests: searching(() => ({ q: someWord() })) },
    { name: ROUTE.searchThreeWords, requests: searching(() => ({ q: `${someWord()} ${someWord()} rematch` })) },
    // What one member waits for on a server that is not saturated: the 10-connection runs measure
    // how a 2-core machine queues requests as much as what a search costs.
    { name: ROUTE.searchOneWordAlone, requests: searching(() => ({ q: someWord() })), connections: 1 },
    { name: ROUTE.searchThreeWordsAlone, requests: searching(() => ({ q: `${someWord()} ${someWord()} rematch` })), connections: 1 },
    // The same searches arriving at a steady rate: the latency a member sees on a busy forum.
    { name: ROUTE.searchOneWordSteady, requests: searching(() => ({ q: someWord() })), requestsPerSecond: STEADY_SEARCHES_PER_SECOND },
    {
      name: ROUTE.searchThreeWordsSteady,
      requests: searching(() => ({ q: `${someWord()} ${someWord()} rematch` })),
      requestsPerSecond: STEADY_SEARCHES_PER_SECOND,
    },
    { name: ROUTE.searchCommonWord, requests: searching(() => ({ q: "rematch" })) },
    { name: ROUTE.searchReplies, requests: searching(() => ({ q: `${someWord()} judges`, type: "replies" })) },
    { name: ROUTE.searchMembers, requests: searching(() => ({ q: `scale_user_${Math.floor(Math.random() * SCALE.users)}`, type: "members" })) },
    {
      name: ROUTE.writes,
      requests: [
        write((threadId) => `/api/threads/${threadId}/like`, {}),
        write((threadId) => `/api/threads/${threadId}/replies`, { content: "Benchmark reply: the jab set up everything." }),
      ],
    },
  ];
}

/** Pages another part of the app may not have built yet: a 404 skips them with a note. */
export const PAGES = [
  { name: "forum", path: "/forum" },
  { name: "thread", path: `/thread/${SCALE.benchThreadId}` },
  { name: "profile", path: `/user/${SCALE.profileUsername}` },
];
