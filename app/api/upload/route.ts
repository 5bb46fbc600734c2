import { handler } from "@/lib/http/handler";
import { saveUploadedImage } from "@/lib/media/save-uploaded-image";

/** Multipart upload of one image (field "image", optional field "kind"), for paid members. */
export const POST = handler(
  { access: "paid", signedOutMessage: "You must be logged in to upload images", rateLimit: "uploads", rawBody: true },
  ({ req, viewer }) => saveUploadedImage(req, viewer),
);
