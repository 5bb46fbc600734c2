import { handler } from "@/lib/http/handler";
import { issueDirectUploadToken } from "@/lib/media/direct-upload";
import { directUploadTokenSchema } from "@/lib/validation/media";

/** A short-lived Vercel Blob client token for one image upload from the browser (only with BLOB_READ_WRITE_TOKEN). */
export const POST = handler(
  { access: "paid", signedOutMessage: "You must be logged in to upload images", rateLimit: "uploads", body: directUploadTokenSchema },
  ({ req, body, viewer }) => issueDirectUploadToken(req, { ...body, payload: { ...body.payload, clientPayload: body.payload.clientPayload ?? null } }, viewer),
);
