import { ProgressBar } from "@/components/ui/progress-bar";

/** How much of an upload has been sent, as a bar and a percentage. */
export function UploadProgress({ percent, label = "Image upload progress" }: { percent: number; label?: string }) {
  return (
    <div className="flex items-center gap-3">
      <ProgressBar percent={percent} label={label} className="h-2 flex-1" />
      <span aria-hidden="true" className="w-10 text-right text-xs tabular-nums text-muted">
        {percent}%
      </span>
    </div>
  );
}
