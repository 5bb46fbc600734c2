import { z } from "zod";

export const usernameSchema = z
  .string({ error: "Username is required" })
  .trim()
  .min(3, "Username must be at least 3 characters")
  .max(30, "Username must be at most 30 characters")
  .regex(/^[A-Za-z0-9_]+$/, "Username may contain only letters, numbers and underscores")
  // Stored lowercase, as Clerk stores usernames, so uniqueness ignores case.
  .transform((username) => username.toLowerCase());

const optionalText = (max: number) => z.string().trim().max(max).optional().nullable();

/** Body of POST /api/users/clerk/{clerkUserId}: the identity provider's view of the user. */
export const syncUserSchema = z.object({
  firstName: optionalText(100),
  lastName: optionalText(100),
  email: z.email("Email must be a valid address").max(320).optional().nullable(),
  profileImageUrl: z.url({ protocol: /^https?$/, error: "Profile image must be an http(s) URL" }).max(2000).optional().nullable(),
  username: usernameSchema.optional().nullable(),
});
export type SyncUserInput = z.infer<typeof syncUserSchema>;

export const devTokenSchema = z.object({ username: usernameSchema });

export const devLoginQuerySchema = z.object({
  as: usernameSchema,
  redirect_url: z.string().max(2000).optional(),
});
