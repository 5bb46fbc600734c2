import { describe, expect, it } from "vitest";
import { clearDraft, draftToPayload, draftToSavedDraftBody, emptyDraft, isBlankDraft, loadDraft, POST_DRAFT_KEY, saveDraft } from "@/components/threads/post-draft";

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

describe("post drafts in session storage", () => {
  it("starts empty in the given category with two blank poll options", () => {
    expect(loadDraft(memoryStorage(), "fighters_only")).toEqual({
      title: "",
      content: "",
      categoryId: "fighters_only",
      includePoll: false,
      pollQuestion: "",
      pollOptions: ["", ""],
      image: null,
      continuesSavedDraft: false,
    });
  });

  it("saves, restores and clears a draft", () => {
    const storage = memoryStorage();
    const draft = { ...emptyDraft("general"), title: "Hi", includePoll: true, pollQuestion: "Q", pollOptions: ["a", "b", "c"] };
    saveDraft(storage, draft);
    expect(loadDraft(storage, "member_feedback")).toEqual(draft);
    clearDraft(storage);
    expect(storage.items.has(POST_DRAFT_KEY)).toBe(false);
    expect(loadDraft(storage, "member_feedback").categoryId).toBe("member_feedback");
  });

  it("keeps an uploaded image and whether the draft continues the one saved for later", () => {
    const storage = memoryStorage();
    const draft = { ...emptyDraft("general"), image: { url: "/media/abc.webp", width: 800, height: 600 }, continuesSavedDraft: true };
    saveDraft(storage, draft);
    expect(loadDraft(storage, "general")).toEqual(draft);
    expect(isBlankDraft(draft)).toBe(false);
    expect(isBlankDraft({ ...draft, image: null })).toBe(true);
  });

  it("reads a draft stored before drafts kept an image", () => {
    const { image: _image, continuesSavedDraft: _continues, ...older } = { ...emptyDraft("general"), title: "Older tab" };
    expect(loadDraft(memoryStorage({ [POST_DRAFT_KEY]: JSON.stringify(older) }), "news")).toEqual({ ...emptyDraft("general"), title: "Older tab" });
  });

  it.each([
    "not json",
    JSON.stringify({ ...emptyDraft("general"), image: { url: "/media/abc.webp" } }),
    JSON.stringify({ ...emptyDraft("general"), continuesSavedDraft: "yes" }), JSON.stringify({ title: 1 }), JSON.stringify({ ...emptyDraft("general"), pollOptions: ["only one"] })])(
    "ignores an unusable stored value %s",
    (stored) => {
      expect(loadDraft(memoryStorage({ [POST_DRAFT_KEY]: stored }), "general")).toEqual(emptyDraft("general"));
    },
  );

  it("survives storage that throws", () => {
    const broken = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("full");
      },
      removeItem: () => {
        throw new Error("denied");
      },
    };
    expect(loadDraft(broken, "general")).toEqual(emptyDraft("general"));
    expect(() => saveDraft(broken, emptyDraft("general"))).not.toThrow();
    expect(() => clearDraft(broken)).not.toThrow();
  });

  it("sends the poll only when the member asked for one", () => {
    const draft = { ...emptyDraft("general"), title: "T", content: "C", pollQuestion: "Q", pollOptions: ["a", "b"] };
    expect(draftToPayload(draft)).toEqual({ title: "T", content: "C", categoryId: "general" });
    expect(draftToPayload({ ...draft, includePoll: true })).toEqual({
      title: "T",
      content: "C",
      categoryId: "general",
      poll: { question: "Q", options: ["a", "b"] },
    });
  });

  it("saves for later the form's fields and the image as uploaded", () => {
    const draft = { ...emptyDraft("general"), title: "T", image: { url: "/media/old.webp", width: 10, height: 10 }, continuesSavedDraft: true };
    const uploaded = { url: "/media/new.webp", width: 800, height: 600 };
    expect(draftToSavedDraftBody(draft, uploaded)).toEqual({ title: "T", content: "", categoryId: "general", includePoll: false, pollQuestion: "", pollOptions: ["", ""], image: uploaded });
    expect(draftToSavedDraftBody(draft, null).image).toBeNull();
  });
});
