import { enterResults } from "@/lib/events/results";
import { handler } from "@/lib/http/handler";
import { resultsInputSchema } from "@/lib/validation/events";

/** Staff enter or correct bout results once the event has started; picks are scored with them. */
export const POST = handler({ access: "staff", body: resultsInputSchema }, ({ params, body, viewer }) => enterResults(params.id, body, viewer));
