import { BASIC_PLAN_BENEFITS } from "@/lib/billing/plan-benefits";

export function PlanBenefitsList() {
  return (
    <ul className="space-y-2 text-sm">
      {BASIC_PLAN_BENEFITS.map((benefit) => (
        <li key={benefit} className="flex gap-2">
          <span aria-hidden="true" className="text-red-400">
            ✓
          </span>
          {benefit}
        </li>
      ))}
    </ul>
  );
}
