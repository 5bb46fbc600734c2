import type { PlanType, Role } from "@/lib/generated/prisma/enums";

/**
 * What client components may know about the signed-in member: serializable, no email, no billing
 * ids. Build it on the server with `toViewerSummary(viewer)` and pass it down as a prop.
 */
export interface ViewerSummary {
  id: string;
  username: string;
  role: Role;
  planType: PlanType;
  isPaid: boolean;
  isStaff: boolean;
}

export function toViewerSummary(viewer: ViewerSummary): ViewerSummary {
  return {
    id: viewer.id,
    username: viewer.username,
    role: viewer.role,
    planType: viewer.planType,
    isPaid: viewer.isPaid,
    isStaff: viewer.isStaff,
  };
}
