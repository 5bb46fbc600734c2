import type { Role } from "@/lib/generated/prisma/enums";
import { VerifiedIcon } from "@/components/ui/icons";

const BADGES: Partial<Record<Role, { label: string; className: string; icon: boolean }>> = {
  FIGHTER: { label: "PRO FIGHTER", className: "bg-red-600/20 text-red-400 ring-red-600/50", icon: true },
  INDUSTRY_PROFESSIONAL: { label: "MMA INDUSTRY", className: "bg-red-600/20 text-red-400 ring-red-600/50", icon: true },
  ADMIN: { label: "ADMIN", className: "bg-yellow-500/15 text-yellow-300 ring-yellow-500/50", icon: false },
  MODERATOR: { label: "MOD", className: "bg-green-500/15 text-green-300 ring-green-500/50", icon: false },
};

/** SPEC.md section 6: pro fighters and industry professionals red with an icon, admins yellow, mods green, members none. */
export function RoleBadge({ role }: { role: Role }) {
  const badge = BADGES[role];
  if (!badge) return null;
  return (
    <span className={`inline-flex items-center gap-1 rounded px-1.5 py-0.5 text-[0.65rem] font-bold tracking-wide ring-1 ${badge.className}`}>
      {badge.icon && <VerifiedIcon className="h-3 w-3" />}
      {badge.label}
    </span>
  );
}
