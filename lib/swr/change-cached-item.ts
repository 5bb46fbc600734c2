import { ApiError } from "@/lib/http/api-fetch";

/**
 * Writes a change into the one item of a cached read a write is about (a thread in a list of
 * pages, say), through swr's bound `mutate` with a function of the data cached at that moment.
 */
export type CachedItemUpdate<Item> = (change: (item: Item) => Item, options: { revalidate: boolean }) => Promise<unknown>;

export interface ItemChange<Item, Answer> {
  /** The item as shown when the change started: what a failed call puts back. */
  before: Item;
  /** What the item looks like until the server answers; without it, nothing changes before. */
  optimistic?: ((item: Item) => Item) | null;
  request: () => Promise<Answer>;
  /** The item with the server's answer written in. */
  answered: (item: Item, answer: Answer) => Item;
  /** Whether a read of the cached data is on its way (`useReadOnItsWay`); none by default. */
  readOnItsWay?: () => boolean;
}

/**
 * Reads the cached data again, every page of it: after a call that got no answer. (swr's infinite
 * `mutate` with data reads again only the pages whose data it changed, and putting the item back
 * changes none.)
 */
export type ReadAgain = () => Promise<unknown>;

/**
 * A write to one item of a cached read: the optimistic change shows at once, the server's answer
 * replaces it, and a failed call puts the item back as it was (the error is rethrown for the
 * caller's message). Each step changes only that item of the data cached at that moment, so
 * changes to other items made meanwhile are kept. Nothing is refetched, but for a read the change
 * overtook (swr drops it): that is asked for again once the call has landed, never before, where
 * it could come back first and show the item as before the write. A call that got no answer at all
 * (the connection dropped) may have been done all the same: the whole read is read again then
 * (`readAgain`), so a like the server did record shows as given, and a second tap does not take it back.
 */
export async function changeCachedItem<Item, Answer>(
  update: CachedItemUpdate<Item>,
  { before, optimistic, request, answered, readOnItsWay = () => false, readAgain }: ItemChange<Item, Answer> & { readAgain: ReadAgain },
): Promise<Answer> {
  const overtaken = optimistic ? readOnItsWay() : false;
  if (optimistic) await update(optimistic, { revalidate: false });
  const settle = (change: (item: Item) => Item) => update(change, { revalidate: overtaken || readOnItsWay() });
  try {
    const answer = await request();
    await settle((item) => answered(item, answer));
    return answer;
  } catch (error) {
    await settle(() => before);
    if (!(error instanceof ApiError)) void readAgain().catch(() => undefined);
    throw error;
  }
}

/** Applies a change to one item, by id, wherever it sits in a list of pages. */
export function changeItemInPages<Item extends { id: string }>(pages: Item[][], id: string, change: (item: Item) => Item) {
  return pages.map((page) => page.map((item) => (item.id === id ? change(item) : item)));
}

/** The `mutate` of a paged read (`useSWRInfinite`) or of a plain list (wrapped as one page). */
export type PagesMutate<Item> = (update: (pages: Item[][] | undefined) => Item[][] | undefined, options: { revalidate: boolean }) => Promise<unknown>;

/** A server's answer written into the cached item: the whole item, or only the fields the call changed. */
export const mergeAnswer = <Item>(item: Item, answer: Partial<Item>): Item => ({ ...item, ...answer });

/**
 * A write to one item of a paged read whose answer is the item as the server now has it (a
 * reaction, a pin, an edit) or the fields it changed (a bookmark): `changeCachedItem` applied to
 * that item in whichever page holds it.
 */
export function changePagedItem<Item extends { id: string }>(
  mutatePages: PagesMutate<Item>,
  change: Omit<ItemChange<Item, Partial<Item>>, "answered"> & { readAgain: ReadAgain },
) {
  return changeCachedItem<Item, Partial<Item>>(
    (apply, options) => mutatePages((pages) => pages && changeItemInPages(pages, change.before.id, apply), options),
    { ...change, answered: mergeAnswer },
  );
}
