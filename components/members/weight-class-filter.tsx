"use client";

import { useRouter } from "next/navigation";
import { useId } from "react";
import type { WeightClass } from "@/lib/generated/prisma/enums";
import { WEIGHT_CLASS_VALUES, WEIGHT_CLASSES } from "@/lib/members/fighter-details";
import { weightClassHref } from "./member-directory-pages";

/** /fighters' choice of a division: the list shows its verified pro fighters (each division its own address). */
export function WeightClassFilter({ current }: { current: WeightClass | null }) {
  const id = useId();
  const router = useRouter();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-semibold">
        Weight class
      </label>
      <select
        id={id}
        value={current ?? ""}
        onChange={(event) => router.push(weightClassHref((event.target.value || null) as WeightClass | null))}
        className="min-h-11 rounded border border-line bg-ink px-3"
      >
        <option value="">All weight classes</option>
        {WEIGHT_CLASS_VALUES.map((value) => (
          <option key={value} value={value}>
            {WEIGHT_CLASSES[value]}
          </option>
        ))}
      </select>
    </div>
  );
}
