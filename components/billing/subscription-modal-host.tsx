"use client";

import dynamic from "next/dynamic";
import { useEffect, useState } from "react";
import { DialogLoading } from "@/components/ui/dialog-loading";

// Loaded when the member first asks for it from the header.
const SubscriptionModal = dynamic(() => import("./subscription-modal").then((module) => module.SubscriptionModal), {
  ssr: false,
  loading: DialogLoading,
});

/** The header's "Manage Subscription" dispatches this event with `detail: "subscription"`. */
export const OPEN_MODAL_EVENT = "fightforum:open-modal";

/** Mounted once in the layout: opens the subscription modal when asked to. */
export function SubscriptionModalHost() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    function onOpenModal(event: Event) {
      if ((event as CustomEvent<unknown>).detail === "subscription") setOpen(true);
    }
    window.addEventListener(OPEN_MODAL_EVENT, onOpenModal);
    return () => window.removeEventListener(OPEN_MODAL_EVENT, onOpenModal);
  }, []);
  return open ? <SubscriptionModal onClose={() => setOpen(false)} /> : null;
}
