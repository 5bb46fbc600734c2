/** How much of an upload has been sent, as a bar and a percentage. */
export function UploadProgress({ percent, label = "Image upload progress" }: { percent: number; label?: string }) {
  return (
    <div className="flex items-center gap-3">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 flex-1 overflow-hidden rounded-full bg-line"
      >
        <div className="h-full rounded-full bg-brand transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <span aria-hidden="true" className="w-10 text-right text-xs tabular-nums text-muted">
        {percent}%
      </span>
    </div>
  );
}
