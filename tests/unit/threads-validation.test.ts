import { describe, expect, it } from "vitest";
import { isWithinEditWindow } from "@/lib/validation/limits";
import { createThreadSchema, pollInputSchema, updateThreadSchema } from "@/lib/validation/threads";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0].message;

describe("pollInputSchema", () => {
  it("trims the question and options and drops blank options", () => {
    expect(pollInputSchema.parse({ question: " Who wins? ", options: [" Red ", "", "  ", "Blue"] })).toEqual({
      question: "Who wins?",
      options: ["Red", "Blue"],
    });
  });

  it.each([
    [{ question: "  ", options: ["a", "b"] }, "Please enter a question for your poll."],
    [{ options: ["a", "b"] }, "Please enter a question for your poll."],
    [{ question: "Q", options: ["a"] }, "Please enter at least two options for your poll."],
    [{ question: "Q", options: ["a", " "] }, "Please enter at least two options for your poll."],
    [{ question: "Q" }, "Please enter at least two options for your poll."],
    [{ question: "Q", options: ["1", "2", "3", "4", "5", "6", "7"] }, "A poll can have at most 6 options."],
    [{ question: "Q", options: ["a", "x".repeat(201)] }, "Poll options must be at most 200 characters."],
  ])("rejects %j with %s", (input, message) => {
    expect(firstMessage(pollInputSchema.safeParse(input))).toBe(message);
  });

  it("accepts six options", () => {
    expect(pollInputSchema.parse({ question: "Q", options: ["1", "2", "3", "4", "5", "6"] }).options).toHaveLength(6);
  });
});

describe("createThreadSchema", () => {
  const valid = { title: "Title", content: "Content", categoryId: "general" };
  const uploaded = { type: "IMAGE", url: "/media/AbCdEfGhIjKlMnOpQrStUv.png" };

  it("trims title and content and keeps 150 characters after trimming", () => {
    const title = "t".repeat(150);
    expect(createThreadSchema.parse({ ...valid, title: `  ${title}  `, content: " body " })).toMatchObject({ title, content: "body" });
  });

  it.each([
    [{ title: "" }, "Please enter a title for your post."],
    [{ title: "t".repeat(151) }, "Title must be at most 150 characters."],
    [{ content: "   " }, "Please enter some content for your post."],
    [{ media: [{ type: "IMAGE", url: "ftp://x.example/a.png" }] }, "Images must be uploaded to Fight Forum first."],
    [{ media: [{ ...uploaded, width: 0, height: 10 }] }, "Image width must be positive."],
    [{ media: [{ ...uploaded, width: 10, height: 6001 }] }, "Image height must be at most 6000 pixels."],
    [{ media: [{ ...uploaded, width: 10.5, height: 10 }] }, "Image width must be a whole number of pixels."],
    [{ media: [{ ...uploaded, width: "640", height: 480 }] }, "Image width must be a number."],
    [{ media: [{ ...uploaded, width: 640 }] }, "Send both the image width and height, or neither."],
  ])("rejects %j with %s", (overrides, message) => {
    expect(firstMessage(createThreadSchema.safeParse({ ...valid, ...overrides }))).toBe(message);
  });

  it("accepts one uploaded image and no poll", () => {
    const parsed = createThreadSchema.parse({ ...valid, media: [{ type: "IMAGE", url: "/media/AbCdEfGhIjKlMnOpQrStUv.png" }], poll: null });
    expect(parsed.media).toHaveLength(1);
    expect(parsed.poll).toBeNull();
  });

  it("keeps the image's size as the upload answered it", () => {
    const parsed = createThreadSchema.parse({ ...valid, media: [{ ...uploaded, width: 6000, height: 1 }] });
    expect(parsed.media).toEqual([{ ...uploaded, width: 6000, height: 1 }]);
  });

  it("shares the title and content rules with edits", () => {
    expect(firstMessage(updateThreadSchema.safeParse({ title: " ", content: "x" }))).toBe("Please enter a title for your post.");
    expect(updateThreadSchema.parse({ title: " a ", content: " b ", userId: "ignored" })).toEqual({ title: "a", content: "b" });
  });
});

describe("isWithinEditWindow", () => {
  const now = new Date("2026-03-10T12:00:00Z");
  it("is open for the first hour only", () => {
    expect(isWithinEditWindow("2026-03-10T11:00:01Z", now)).toBe(true);
    expect(isWithinEditWindow("2026-03-10T11:00:00Z", now)).toBe(false);
    expect(isWithinEditWindow(new Date("2026-03-10T11:59:00Z"), now)).toBe(true);
  });
});
