import { z } from "zod";
import { IMAGE_KINDS } from "@/lib/media/image-rules";

/** Form fields of POST /api/upload besides the file: which rules apply (the profile column or posts). */
export const uploadFieldsSchema = z.object({
  kind: z.enum(IMAGE_KINDS, { error: `kind must be one of: ${IMAGE_KINDS.join(", ")}` }).default("default"),
});
