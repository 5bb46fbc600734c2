import { describe, expect, it } from "vitest";
import { ApiError, readApiAnswer } from "@/lib/http/api-fetch";

describe("readApiAnswer", () => {
  it("parses a successful JSON answer", () => {
    expect(readApiAnswer(200, "OK", '{"url":"/media/a.png"}')).toEqual({ body: { url: "/media/a.png" }, error: null });
    expect(readApiAnswer(204, "No Content", "")).toEqual({ body: undefined, error: null });
  });

  it("turns an error answer into an ApiError with the server's code and message", () => {
    const { error } = readApiAnswer(403, "Forbidden", '{"error":"UPGRADE_REQUIRED","code":"UPGRADE_REQUIRED","message":"Upgrade"}');
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, code: "UPGRADE_REQUIRED", message: "Upgrade" });
  });

  it("keeps a code only when the server sent one as text", () => {
    expect(readApiAnswer(409, "Conflict", '{"code":"A_NEWER_CODE","message":"Later"}').error?.code).toBe("A_NEWER_CODE");
    expect(readApiAnswer(409, "Conflict", '{"code":409,"message":"Odd"}').error?.code).toBeUndefined();
    expect(readApiAnswer(502, "Bad Gateway", "<html>proxy</html>").error?.code).toBeUndefined();
  });

  it("falls back to the error field, then to the status", () => {
    expect(readApiAnswer(400, "Bad Request", '{"error":"Nope"}').error?.message).toBe("Nope");
    expect(readApiAnswer(502, "Bad Gateway", "<html>proxy</html>").error).toMatchObject({ message: "Error: 502 Bad Gateway", body: "<html>proxy</html>" });
  });
});
