import { notFound } from "next/navigation";

/**
 * Any address nothing else serves: answered 404 inside the site's header and footer
 * (`app/(main)/not-found.tsx`). The root `app/not-found.tsx` stays frameless, because Next renders
 * it along with every page.
 */
export default function MissingPage() {
  notFound();
}
