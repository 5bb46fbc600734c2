/**
 * Skeleton shown while a page loads. At least a screen tall, so the footer is not in view until
 * the page streams in (it would otherwise jump down then: a layout shift).
 */
export default function Loading() {
  return (
    <div aria-busy="true" aria-label="Loading" className="min-h-dvh animate-pulse space-y-3">
      <div className="h-8 w-1/3 rounded bg-panel" />
      <div className="h-4 w-1/2 rounded bg-panel" />
      {[0, 1, 2].map((i) => (
        <div key={i} className="h-28 rounded-lg bg-panel" />
      ))}
    </div>
  );
}
