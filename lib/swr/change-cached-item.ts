/**
 * Writes a change into the one item of a cached read a write is about (a thread in a list of
 * pages, say), through swr's bound `mutate` with a function of the data cached at that moment.
 */
export type CachedItemUpdate<Item> = (change: (item: Item) => Item) => Promise<unknown>;

export interface ItemChange<Item, Answer> {
  /** The item as shown when the change started: what a failed call puts back. */
  before: Item;
  /** What the item looks like until the server answers; without it, nothing changes before. */
  optimistic?: ((item: Item) => Item) | null;
  request: () => Promise<Answer>;
  /** The item with the server's answer written in. */
  answered: (item: Item, answer: Answer) => Item;
}

/**
 * A write to one item of a cached read: the optimistic change shows at once, the server's answer
 * replaces it, and a failed call puts the item back as it was (the error is rethrown for the
 * caller's message). Each step changes only that item of the data cached at that moment, so
 * changes to other items made meanwhile are kept; nothing is refetched.
 */
export async function changeCachedItem<Item, Answer>(
  update: CachedItemUpdate<Item>,
  { before, optimistic, request, answered }: ItemChange<Item, Answer>,
): Promise<Answer> {
  if (optimistic) await update(optimistic);
  try {
    const answer = await request();
    await update((item) => answered(item, answer));
    return answer;
  } catch (error) {
    await update(() => before);
    throw error;
  }
}
