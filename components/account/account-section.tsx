import type { ReactNode } from "react";

interface AccountSectionProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/** One titled panel of the account page. */
export function AccountSection({ title, description, children }: AccountSectionProps) {
  const id = `account-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="rounded-lg border border-line bg-panel p-4 sm:p-5">
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-muted">{description}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}
