"use client";

import dynamic from "next/dynamic";
import { useEffect, useState } from "react";
import { DialogLoading } from "@/components/ui/dialog-loading";
import { failsInPlace } from "@/components/ui/fails-in-place";
import { OPEN_MODAL_EVENT, type AppModal } from "./app-events";

// Each is loaded when the member first asks for it from the header's menu.
const SubscriptionModal = failsInPlace(dynamic(() => import("@/components/billing/subscription-modal").then((module) => module.SubscriptionModal), {
  ssr: false,
  loading: DialogLoading,
}));
const DeleteAccountModal = failsInPlace(dynamic(() => import("@/components/members/delete-account-modal").then((module) => module.DeleteAccountModal), {
  ssr: false,
  loading: DialogLoading,
}));

/** Mounted once in the layout: opens the modal the header asks for (`openAppModal`). */
export function AppModalHost({ userId }: { userId: string | null }) {
  const [modal, setModal] = useState<AppModal | null>(null);
  useEffect(() => {
    const onOpenModal = (event: Event) => setModal((event as CustomEvent<AppModal>).detail);
    window.addEventListener(OPEN_MODAL_EVENT, onOpenModal);
    return () => window.removeEventListener(OPEN_MODAL_EVENT, onOpenModal);
  }, []);
  const close = () => setModal(null);
  if (modal === "subscription") return <SubscriptionModal onClose={close} />;
  if (modal === "delete-account" && userId) return <DeleteAccountModal userId={userId} onClose={close} />;
  return null;
}
