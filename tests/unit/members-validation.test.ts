import { describe, expect, it } from "vitest";
import {
  clerkDeletedUserSchema,
  clerkUserSchema,
  memberThreadsQuerySchema,
  rankingsPageSearchSchema,
  rankingsQuerySchema,
  topMembersQuerySchema,
} from "@/lib/validation/members";
import { listNotificationsQuerySchema } from "@/lib/validation/notifications";

const message = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0].message;

describe("rankings and top users queries", () => {
  it("reads the rankings page's status and page, falling back to all ranks and page 1", () => {
    expect(rankingsPageSearchSchema.parse({})).toEqual({ page: 1 });
    expect(rankingsPageSearchSchema.parse({ status: "CHAMPION", page: "3" })).toEqual({ status: "CHAMPION", page: 3 });
    expect(rankingsPageSearchSchema.parse({ status: "HALL OF FAMER" }).status).toBe("HALL_OF_FAMER");
    for (const search of [{ status: "LEGEND", page: "0" }, { status: ["GOAT", "P4P"], page: "two" }, { page: "1.5" }]) {
      expect(rankingsPageSearchSchema.parse(search)).toEqual({ page: 1 });
    }
  });

  it("defaults the Top Users panel to 5 and caps it at 50", () => {
    expect(topMembersQuerySchema.parse({})).toEqual({ limit: 5 });
    expect(topMembersQuerySchema.parse({ limit: "50" })).toEqual({ limit: 50 });
    expect(message(topMembersQuerySchema.safeParse({ limit: "51" }))).toBe("limit must be between 1 and 50");
    expect(message(topMembersQuerySchema.safeParse({ limit: "0" }))).toBe("limit must be between 1 and 50");
    expect(topMembersQuerySchema.safeParse({ limit: "2.5" }).success).toBe(false);
    expect(message(topMembersQuerySchema.safeParse({ limit: "many" }))).toBe("limit must be a number");
  });

  it("looks status levels up with spaces as underscores, in any case", () => {
    expect(rankingsQuerySchema.parse({ status: "HALL OF FAMER" }).status).toBe("HALL_OF_FAMER");
    expect(rankingsQuerySchema.parse({ status: "ranked_poster" }).status).toBe("RANKED_POSTER");
    expect(rankingsQuerySchema.parse({})).toEqual({ limit: 50, offset: 0 });
  });

  it("rejects an unknown status with the list of levels", () => {
    expect(message(rankingsQuerySchema.safeParse({ status: "LEGEND" }))).toBe(
      "status must be one of GOAT, P4P, HALL_OF_FAMER, CHAMPION, CONTENDER, RANKED_POSTER, COMPETITOR, REGIONAL_POSTER, AMATEUR",
    );
  });

  it("pages a member's threads 10 at a time and refuses a negative offset", () => {
    expect(memberThreadsQuerySchema.parse({})).toEqual({ limit: 10, offset: 0 });
    expect(message(memberThreadsQuerySchema.safeParse({ offset: "-1" }))).toBe("offset must not be negative");
  });
});

describe("notifications query", () => {
  it("lists 20 unread notifications by default, or all of them", () => {
    expect(listNotificationsQuerySchema.parse({})).toEqual({ limit: 20, status: "unread" });
    expect(listNotificationsQuerySchema.parse({ status: "all", limit: "5" })).toEqual({ limit: 5, status: "all" });
    expect(message(listNotificationsQuerySchema.safeParse({ status: "read" }))).toBe("status must be unread or all");
    expect(message(listNotificationsQuerySchema.safeParse({ limit: "100" }))).toBe("limit must be between 1 and 50");
    expect(listNotificationsQuerySchema.parse({ status: "all", cursor: "" })).toEqual({ limit: 20, status: "all", cursor: null });
    expect(message(listNotificationsQuerySchema.safeParse({ cursor: "not-a-cursor" }))).toBe("cursor is not valid");
  });
});

describe("Clerk webhook users", () => {
  const clerkUser = {
    id: "user_2abc",
    username: "Octagon_Ollie",
    first_name: "Ollie",
    last_name: "Octagon",
    image_url: "https://img.clerk.com/ollie.png",
    primary_email_address_id: "idn_2",
    email_addresses: [
      { id: "idn_1", email_address: "old@example.com" },
      { id: "idn_2", email_address: "ollie@example.com" },
    ],
  };

  it("maps Clerk's user to our identity fields, with the primary e-mail and a lowercase username", () => {
    expect(clerkUserSchema.parse(clerkUser)).toEqual({
      clerkId: "user_2abc",
      identity: {
        username: "octagon_ollie",
        firstName: "Ollie",
        lastName: "Octagon",
        email: "ollie@example.com",
        profileImageUrl: "https://img.clerk.com/ollie.png",
      },
    });
  });

  it("falls back to the first e-mail and keeps cleared names as null", () => {
    const { identity } = clerkUserSchema.parse({ ...clerkUser, primary_email_address_id: null, first_name: null });
    expect(identity.email).toBe("old@example.com");
    expect(identity.firstName).toBeNull();
  });

  it("leaves out fields outside our rules instead of failing the delivery", () => {
    const { identity } = clerkUserSchema.parse({
      ...clerkUser,
      username: "has-dash",
      image_url: "javascript:alert(1)",
      email_addresses: [{ id: "idn_1", email_address: "not an email" }],
    });
    expect(identity).toEqual({ username: undefined, firstName: "Ollie", lastName: "Octagon", email: undefined, profileImageUrl: undefined });
  });

  it("needs the Clerk user id", () => {
    expect(clerkUserSchema.safeParse({ ...clerkUser, id: "" }).success).toBe(false);
    expect(clerkDeletedUserSchema.safeParse({ deleted: true }).success).toBe(false);
    expect(clerkDeletedUserSchema.parse({ id: "user_2abc", deleted: true })).toEqual({ id: "user_2abc" });
  });
});
