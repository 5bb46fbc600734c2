import { isVerifiedFighter } from "@/lib/auth/roles";
import type { Role, WeightClass } from "@/lib/generated/prisma/enums";

/** A verified pro fighter's division and pro record, as their profile, /fighters and /account show them. */
export interface FighterDetailsDto {
  weightClass: WeightClass | null;
  record: { wins: number; losses: number; draws: number } | null;
}

/** The divisions, lightest first, with the names members read. */
export const WEIGHT_CLASSES: Record<WeightClass, string> = {
  STRAWWEIGHT: "Strawweight",
  FLYWEIGHT: "Flyweight",
  BANTAMWEIGHT: "Bantamweight",
  FEATHERWEIGHT: "Featherweight",
  LIGHTWEIGHT: "Lightweight",
  WELTERWEIGHT: "Welterweight",
  MIDDLEWEIGHT: "Middleweight",
  LIGHT_HEAVYWEIGHT: "Light Heavyweight",
  HEAVYWEIGHT: "Heavyweight",
};
export const WEIGHT_CLASS_VALUES = Object.keys(WEIGHT_CLASSES) as [WeightClass, ...WeightClass[]];

/** The stored columns of a member's fighter details. */
export interface FighterDetailsColumns {
  weightClass: WeightClass | null;
  recordWins: number | null;
  recordLosses: number | null;
  recordDraws: number | null;
}

/**
 * The details a member's row shows: a verified pro fighter's (null for anyone else, whose stored
 * ones, kept from before a removed verification, stay hidden), a record only when its three
 * numbers are there (they are written together).
 */
export function fighterDetailsOf(row: FighterDetailsColumns & { role: Role; isVerified: boolean }): FighterDetailsDto | null {
  if (!isVerifiedFighter(row)) return null;
  const { recordWins: wins, recordLosses: losses, recordDraws: draws } = row;
  return { weightClass: row.weightClass, record: wins !== null && losses !== null && draws !== null ? { wins, losses, draws } : null };
}

/** "Lightweight · 14-3-0 pro": what is set of the division and the record (wins-losses-draws), or null. */
export function fighterDetailsLine(details: FighterDetailsDto | null) {
  if (!details) return null;
  const parts = [
    details.weightClass && WEIGHT_CLASSES[details.weightClass],
    details.record && `${details.record.wins}-${details.record.losses}-${details.record.draws} pro`,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(" · ") : null;
}
