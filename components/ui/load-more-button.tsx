interface LoadMoreButtonProps {
  label: string;
  loading: boolean;
  onClick: () => void;
}

/** The button under a list that loads its next page: disabled, saying "Loading...", meanwhile. */
export function LoadMoreButton({ label, loading, onClick }: LoadMoreButtonProps) {
  return (
    <div className="flex justify-center">
      <button
        type="button"
        onClick={onClick}
        disabled={loading}
        className="min-h-11 rounded border border-line px-5 font-semibold hover:bg-line disabled:opacity-60"
      >
        {loading ? "Loading..." : label}
      </button>
    </div>
  );
}
