import { notFound } from "next/navigation";
import { EventForm } from "@/components/events/event-form";
import { getViewer } from "@/lib/auth/viewer";
import { getEvent } from "@/lib/events/events";
import { orNotFoundPage } from "@/lib/http/not-found-page";

export const metadata = { title: "Edit event" };

type Props = { params: Promise<{ id: string }> };

/** Staff edit an event's details and card, or end it. */
export default async function EditEventPage({ params }: Props) {
  const [{ id }, viewer] = await Promise.all([params, getViewer()]);
  if (!viewer?.isStaff) notFound();
  const event = await orNotFoundPage(getEvent(id));
  return (
    <div className="mx-auto max-w-3xl space-y-5">
      <h1 className="text-2xl font-bold">Edit {event.name}</h1>
      <EventForm event={event} />
    </div>
  );
}
