import { NotFoundMessage } from "@/components/layout/not-found-message";

export default function ThreadNotFound() {
  return <NotFoundMessage title="Thread not found. Please check the URL and try again." />;
}
