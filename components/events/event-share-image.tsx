import { ShareImage } from "@/components/sharing/share-image";
import type { EventShare } from "@/lib/events/event-share";
import { STATUS_LABELS } from "./event-labels";

/** The link-preview image of a shared event: its status, name, main event, time and venue. */
export function EventShareImage({ share }: { share: EventShare }) {
  return <ShareImage badge={STATUS_LABELS[share.status]} title={share.name} subtitle={share.mainEvent} footer={[share.when]} />;
}
