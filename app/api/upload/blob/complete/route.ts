import { handler } from "@/lib/http/handler";
import { completeDirectUpload } from "@/lib/media/direct-upload";
import { completeDirectUploadSchema } from "@/lib/validation/media";

/** The browser's direct upload has landed: validated, re-encoded into media/ and answered as POST /api/upload does. */
export const POST = handler(
  { access: "paid", signedOutMessage: "You must be logged in to upload images", body: completeDirectUploadSchema },
  ({ body, viewer }) => completeDirectUpload(body.pathname, body.kind, viewer),
);
