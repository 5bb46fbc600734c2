import { Spinner } from "@/components/ui/spinner";

export default function ThreadLoading() {
  return <Spinner label="Loading thread..." />;
}
