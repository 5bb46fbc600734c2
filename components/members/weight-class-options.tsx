import { WEIGHT_CLASS_VALUES, WEIGHT_CLASSES } from "@/lib/members/fighter-details";

/** A weight class select's options, lightest first, after `none` (the empty value: no division chosen). */
export function WeightClassOptions({ none }: { none: string }) {
  return (
    <>
      <option value="">{none}</option>
      {WEIGHT_CLASS_VALUES.map((value) => (
        <option key={value} value={value}>
          {WEIGHT_CLASSES[value]}
        </option>
      ))}
    </>
  );
}
