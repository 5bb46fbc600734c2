import { formatPrice } from "@/lib/format";

/** "$5.00 /month". */
export function PlanPrice({ price, interval }: { price: number; interval: string }) {
  return (
    <p className="flex items-baseline gap-1">
      <span className="text-3xl font-black">{formatPrice(price)}</span>
      <span className="text-muted">/{interval}</span>
    </p>
  );
}
