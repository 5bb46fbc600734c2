import { describe, expect, it } from "vitest";
import { validateInput } from "@/lib/validation/validate-input";
import { updateThreadSchema } from "@/lib/validation/threads";

const loadSchema = async () => updateThreadSchema;

describe("validateInput", () => {
  it("returns the schema's parsed data", async () => {
    expect(await validateInput(loadSchema, { title: "  Rematch?  ", content: "Who wins" })).toEqual({
      ok: true,
      data: { title: "Rematch?", content: "Who wins" },
    });
  });

  it("returns the schema's first message for bad input, and the field it is about", async () => {
    expect(await validateInput(loadSchema, { title: " ", content: "x" })).toEqual({ ok: false, message: "Please enter a title for your post.", path: ["title"] });
  });

  it("says so when the schema cannot be loaded (offline)", async () => {
    const offline = () => Promise.reject(new TypeError("Failed to fetch dynamically imported module"));
    expect(await validateInput(offline, {})).toEqual({
      ok: false,
      message: "Could not check your input. Check your connection and try again.",
      path: [],
    });
  });
});
