"use client";

import { useRouter } from "next/navigation";
import { useId } from "react";
import type { WeightClass } from "@/lib/generated/prisma/enums";
import { weightClassHref } from "./member-directory-pages";
import { WeightClassOptions } from "./weight-class-options";

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
        <WeightClassOptions none="All weight classes" />
      </select>
    </div>
  );
}
