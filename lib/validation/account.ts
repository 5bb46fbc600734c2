import { z } from "zod";
import { SOCIAL_NETWORKS, type SocialNetwork } from "@/lib/members/social-links";
import { WEIGHT_CLASS_VALUES } from "@/lib/members/fighter-details";
import { BIO_MAX, RECORD_MAX } from "./limits";
import { NOTIFICATION_PREFERENCES, type NotificationPreferenceType } from "@/lib/notifications/preferences";

const PREFERENCE_TYPES = NOTIFICATION_PREFERENCES.map(({ type }) => type);

/** Who may send the member private messages: anyone, or the members they follow and those they wrote to. */
export const MESSAGES_FROM = ["EVERYONE", "FOLLOWED"] as const;
const preference = z.boolean({ error: "A notification preference is true or false" }).optional();

/** Where each network's profiles live, and how a bare handle becomes an address there. */
const SOCIAL_NETWORK_RULES = {
  twitter: { hosts: ["twitter.com", "x.com"], profileUrl: (handle: string) => `https://x.com/${handle}` },
  instagram: { hosts: ["instagram.com"], profileUrl: (handle: string) => `https://www.instagram.com/${handle}` },
  youtube: { hosts: ["youtube.com"], profileUrl: (handle: string) => `https://www.youtube.com/@${handle}` },
  facebook: { hosts: ["facebook.com", "fb.com"], profileUrl: (handle: string) => `https://www.facebook.com/${handle}` },
} as const satisfies Record<SocialNetwork, unknown>;

const HANDLE = /^@?([A-Za-z0-9_.-]{1,50})$/;
const MAX_URL_LENGTH = 300;

function isOnHost(hostname: string, hosts: readonly string[]) {
  const host = hostname.toLowerCase();
  return hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}

/**
 * A social link as the member typed it: an http(s) address on the network's own site, or a handle
 * ("@name" or "name") that becomes the address of that profile. Empty removes the link (null).
 */
export function socialLinkSchema(network: SocialNetwork) {
  const { hosts, profileUrl } = SOCIAL_NETWORK_RULES[network];
  const label = SOCIAL_NETWORKS.find(({ key }) => key === network)?.label ?? network;
  const message = `${label} link must be a ${hosts.join(" or ")} address or a handle like @name`;
  return z
    .string({ error: message })
    .trim()
    .max(MAX_URL_LENGTH, `${label} link must be at most ${MAX_URL_LENGTH} characters`)
    .transform((value, ctx) => {
      if (value === "") return null;
      const isAddress = /^https?:\/\//i.test(value) || value.includes("/");
      if (!isAddress) {
        const handle = HANDLE.exec(value)?.[1];
        if (handle) return profileUrl(handle);
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      try {
        const url = new URL(/^https?:\/\//i.test(value) ? value : `https://${value}`);
        if ((url.protocol === "https:" || url.protocol === "http:") && isOnHost(url.hostname, hosts) && !url.username && !url.password) {
          return url.href;
        }
      } catch {
        // Not an address either: reported below.
      }
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    });
}

const nameSchema = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(50, `${label} must be at most 50 characters`)
    .transform((value) => (value === "" ? null : value));

/** The member's bio: plain text, its lines kept; empty removes it (null). */
const bioSchema = z
  .string({ error: "Your bio must be text" })
  .trim()
  .max(BIO_MAX, `Your bio can be at most ${BIO_MAX} characters`)
  .transform((value) => (value === "" ? null : value.replace(/\r\n?/g, "\n")));

const recordCount = (label: string) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} cannot be negative`)
    .max(RECORD_MAX, `${label} can be at most ${RECORD_MAX}`);

/** A verified pro fighter's division and pro record; null clears either. */
const fighterDetailsSchema = z.strictObject(
  {
    weightClass: z.enum(WEIGHT_CLASS_VALUES, { error: "Choose a weight class" }).nullable(),
    record: z.strictObject({ wins: recordCount("Wins"), losses: recordCount("Losses"), draws: recordCount("Draws") }, { error: "A record is its wins, losses and draws" }).nullable(),
  },
  { error: "Fighter details are a weightClass and a record" },
);

/** Body of PATCH /api/users/me, and the account form's fields: any subset of them. */
export const accountUpdateSchema = z
  .strictObject(
    {
      firstName: nameSchema("First name").optional(),
      lastName: nameSchema("Last name").optional(),
      bio: bioSchema.optional(),
      fighterDetails: fighterDetailsSchema.optional(),
      socialLinks: z
        .strictObject(
          {
            twitter: socialLinkSchema("twitter").optional(),
            instagram: socialLinkSchema("instagram").optional(),
            youtube: socialLinkSchema("youtube").optional(),
            facebook: socialLinkSchema("facebook").optional(),
          },
          { error: "socialLinks may name only twitter, instagram, youtube and facebook" },
        )
        .optional(),
      messagesFrom: z.enum(MESSAGES_FROM, { error: `messagesFrom is ${MESSAGES_FROM.join(" or ")}` }).optional(),
      readReceipts: z.boolean({ error: "readReceipts is true or false" }).optional(),
      notificationPreferences: z
        .strictObject(
          { REPLY: preference, MENTION: preference, LIKE: preference, POTD: preference, THREAD_PINNED: preference, FOLLOW: preference, NEW_THREAD: preference, CATEGORY_THREAD: preference, NEW_FOLLOWER: preference, DIRECT_MESSAGE: preference, PICKEM_RESULT: preference, PICKEM_REMINDER: preference } satisfies Record<NotificationPreferenceType, unknown>,
          { error: `Notification preferences are ${PREFERENCE_TYPES.join(", ")}` },
        )
        .optional(),
    },
    { error: "Only firstName, lastName, bio, fighterDetails, socialLinks, messagesFrom, readReceipts and notificationPreferences can be changed here" },
  )
  .refine((update) => Object.values(update).some((value) => value !== undefined), "Nothing to change");

export type AccountUpdateInput = z.input<typeof accountUpdateSchema>;
export type AccountUpdate = z.output<typeof accountUpdateSchema>;
