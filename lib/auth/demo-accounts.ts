import type { PlanType, Role } from "@/lib/generated/prisma/enums";

/** The seeded demo accounts (DESIGN.md "Demo accounts"), offered by the development sign-in. */
export const DEMO_ACCOUNTS: {
  username: string;
  role: Role;
  planType: PlanType;
  firstName: string;
  lastName: string;
  description: string;
}[] = [
  { username: "admin", role: "ADMIN", planType: "BASIC", firstName: "Alex", lastName: "Admin", description: "Admin" },
  { username: "mod", role: "MODERATOR", planType: "BASIC", firstName: "Morgan", lastName: "Mod", description: "Moderator" },
  { username: "fighter", role: "FIGHTER", planType: "BASIC", firstName: "Frankie", lastName: "Ferreira", description: "Verified pro fighter" },
  { username: "insider", role: "INDUSTRY_PROFESSIONAL", planType: "BASIC", firstName: "Ivy", lastName: "Insider", description: "MMA industry professional" },
  { username: "member", role: "USER", planType: "BASIC", firstName: "Max", lastName: "Member", description: "Member on the Basic plan" },
  { username: "fan", role: "USER", planType: "FREE", firstName: "Frances", lastName: "Fan", description: "Member on the Free plan" },
];
