import { beforeEach, describe, expect, it, vi } from "vitest";

const deleteUser = vi.hoisted(() => vi.fn());
const config = vi.hoisted(() => ({ devLoginEnabled: false }));
vi.mock("@clerk/nextjs/server", () => ({ clerkClient: async () => ({ users: { deleteUser } }) }));
vi.mock("@/lib/auth/config", () => config);

const { deleteClerkUser } = await import("@/lib/auth/clerk-users");

describe("deleteClerkUser", () => {
  beforeEach(() => {
    deleteUser.mockReset();
    config.devLoginEnabled = false;
    vi.spyOn(console, "error").mockImplementation(() => undefined);
  });

  it("deletes the Clerk user when real Clerk is in use", async () => {
    deleteUser.mockResolvedValue({});
    await deleteClerkUser("user_2abc");
    expect(deleteUser).toHaveBeenCalledWith("user_2abc");
  });

  it("leaves Clerk alone with the development sign-in", async () => {
    config.devLoginEnabled = true;
    await deleteClerkUser("user_dev_fan");
    expect(deleteUser).not.toHaveBeenCalled();
  });

  it("counts a user Clerk no longer has as deleted", async () => {
    deleteUser.mockRejectedValue(Object.assign(new Error("not found"), { status: 404 }));
    await expect(deleteClerkUser("user_gone")).resolves.toBeUndefined();
  });

  it("answers 503 when Clerk fails", async () => {
    deleteUser.mockRejectedValue(Object.assign(new Error("boom"), { status: 500 }));
    await expect(deleteClerkUser("user_2abc")).rejects.toMatchObject({ status: 503, code: "SERVICE_UNAVAILABLE" });
  });
});
