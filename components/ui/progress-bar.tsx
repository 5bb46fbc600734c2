/** A bar filled to `percent` (0–100), named for assistive technology by `label`; its height and width come from `className`. */
export function ProgressBar({ percent, label, className }: { percent: number; label: string; className: string }) {
  return (
    <div role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} className={`overflow-hidden rounded-full bg-line ${className}`}>
      <div className="h-full rounded-full bg-brand transition-[width]" style={{ width: `${percent}%` }} />
    </div>
  );
}
