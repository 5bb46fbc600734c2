import { notFound } from "next/navigation";
import { EventForm } from "@/components/events/event-form";
import { getViewer } from "@/lib/auth/viewer";

export const metadata = { title: "New event" };

/** Staff create an event: details and card; its live thread is created with it. */
export default async function NewEventPage() {
  const viewer = await getViewer();
  if (!viewer?.isStaff) notFound();
  return (
    <div className="mx-auto max-w-3xl space-y-5">
      <h1 className="text-2xl font-bold">New event</h1>
      <EventForm />
    </div>
  );
}
