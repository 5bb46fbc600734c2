import { NotFoundMessage } from "@/components/layout/not-found-message";

/**
 * A 404 outside the site's frame. Next renders this file along with every page, so it fetches
 * nothing (unknown addresses get `app/(main)/not-found.tsx`, inside the header and footer).
 */
export default function NotFound() {
  return (
    <main className="flex min-h-dvh items-center px-4">
      <NotFoundMessage title="404 Page Not Found" description="The page you are looking for does not exist or has moved." />
    </main>
  );
}
