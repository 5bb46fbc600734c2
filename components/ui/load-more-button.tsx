import { useHydrated } from "./use-hydrated";

interface LoadMoreButtonProps {
  label: string;
  loading: boolean;
  onClick: () => void;
}

/**
 * The button under a list that loads its next page: disabled, saying "Loading...", meanwhile (and
 * until the page is hydrated, so an early tap is not lost).
 */
export function LoadMoreButton({ label, loading, onClick }: LoadMoreButtonProps) {
  const hydrated = useHydrated();
  return (
    <div className="flex justify-center">
      <button
        type="button"
        onClick={onClick}
        disabled={loading || !hydrated}
        className="min-h-11 rounded border border-line px-5 font-semibold hover:bg-line disabled:opacity-60"
      >
        {loading ? "Loading..." : label}
      </button>
    </div>
  );
}
