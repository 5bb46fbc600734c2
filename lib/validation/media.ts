import { z } from "zod";
import { IMAGE_KINDS } from "@/lib/media/image-rules";

/** Form fields of POST /api/upload besides the file: which rules apply (the profile column or posts). */
export const uploadFieldsSchema = z.object({
  kind: z.enum(IMAGE_KINDS, { error: `kind must be one of: ${IMAGE_KINDS.join(", ")}` }).default("default"),
});

/** POST /api/upload/blob: @vercel/blob/client's request for a client token (handleUpload's body). */
export const directUploadTokenSchema = z.object({
  type: z.literal("blob.generate-client-token", { error: "Only client token requests are accepted here" }),
  payload: z.object({
    pathname: z.string().max(200),
    clientPayload: z.string().max(1000).nullable().optional(),
    multipart: z.boolean().optional().default(false),
  }),
});

/** POST /api/upload/blob/complete: the incoming path the browser uploaded to, and which rules apply. */
export const completeDirectUploadSchema = z.object({
  pathname: z.string({ error: "pathname is required" }).max(200),
  kind: z.enum(IMAGE_KINDS, { error: `kind must be one of: ${IMAGE_KINDS.join(", ")}` }).default("default"),
});
