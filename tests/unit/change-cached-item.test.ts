import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/http/api-fetch";
import { changeCachedItem, type CachedItemUpdate } from "@/lib/swr/change-cached-item";

interface Item {
  likes: number;
  liked: boolean;
}

/** A cached item and the steps written into it, each with whether it asked for the read again. */
function cachedItem(initial: Item) {
  let item = initial;
  const steps: { item: Item; revalidate: boolean }[] = [];
  let readsAgain = 0;
  const update: CachedItemUpdate<Item> = async (change, { revalidate }) => {
    item = change(item);
    steps.push({ item, revalidate });
  };
  const readAgain = async () => {
    readsAgain += 1;
  };
  return { update, readAgain, steps, current: () => item, readsAgain: () => readsAgain };
}

const like = (item: Item) => ({ likes: item.likes + 1, liked: true });
const before: Item = { likes: 1, liked: false };

describe("a change to a cached item", () => {
  it("shows the optimistic change, then the server's answer, and reads nothing again when no read was on its way", async () => {
    const cached = cachedItem(before);
    const answer = await changeCachedItem(cached.update, {
      readAgain: cached.readAgain,
      before,
      optimistic: like,
      request: async () => ({ likes: 7, liked: true }),
      answered: (_, server) => server,
    });
    expect(answer).toEqual({ likes: 7, liked: true });
    expect(cached.steps).toEqual([
      { item: { likes: 2, liked: true }, revalidate: false },
      { item: { likes: 7, liked: true }, revalidate: false },
    ]);
  });

  it.each([
    ["its optimistic step overtook, once the call has landed and not before", true, false],
    ["on its way when the answer lands, though none was when it started", false, true],
  ])("asks again for a read %s", async (_, readingAtStart, readingAtAnswer) => {
    const cached = cachedItem(before);
    let reading = readingAtStart;
    await changeCachedItem(cached.update, {
      readAgain: cached.readAgain,
      before,
      optimistic: like,
      request: async () => {
        // The call is on its way: an overtaken read ends (swr drops it), or a new one starts.
        reading = readingAtAnswer;
        return { likes: 2, liked: true };
      },
      answered: (_, server) => server,
      readOnItsWay: () => reading,
    });
    expect(cached.steps.map((step) => step.revalidate)).toEqual([false, true]);
  });

  it.each([
    ["refused by the server: nothing was done, nothing to read again", new ApiError(409, "ALREADY_REACTED", "already", {}), false, false],
    ["refused while its optimistic step overtook a read: that read is asked for again", new ApiError(403, "FORBIDDEN", "refused", {}), true, false],
    ["without an answer (the connection dropped): it may have been done, so the whole read is read again", new TypeError("Failed to fetch"), false, true],
  ])("puts the item back and rethrows when the call is %s", async (_, failure, overtook, readsAgain) => {
    const cached = cachedItem(before);
    await expect(
      changeCachedItem(cached.update, {
        readAgain: cached.readAgain,
        before,
        optimistic: like,
        request: async () => {
          throw failure;
        },
        answered: (_, server: Item) => server,
        readOnItsWay: () => overtook,
      }),
    ).rejects.toBe(failure);
    expect(cached.current()).toEqual(before);
    expect(cached.steps).toEqual([
      { item: { likes: 2, liked: true }, revalidate: false },
      { item: before, revalidate: overtook },
    ]);
    expect(cached.readsAgain()).toBe(readsAgain ? 1 : 0);
  });
});
