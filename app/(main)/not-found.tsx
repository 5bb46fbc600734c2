import { NotFoundMessage } from "@/components/layout/not-found-message";

/** A page of the site that does not exist, inside the usual header and footer. */
export default function NotFound() {
  return <NotFoundMessage title="404 Page Not Found" description="The page you are looking for does not exist or has moved." />;
}
