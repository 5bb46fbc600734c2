"use client";

/** Last-resort fallback when the root layout itself fails to render. */
export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  return (
    <html lang="en">
      <body style={{ background: "#0b0b0f", color: "#f4f4f5", fontFamily: "system-ui", textAlign: "center", padding: "4rem 1rem" }}>
        <h1>Rendering Error</h1>
        <p>The page could not be displayed.</p>
        <button type="button" onClick={reset}>
          Try again
        </button>
      </body>
    </html>
  );
}
