"use client";

import { useEffect, useState } from "react";
import { DialogLoading } from "@/components/ui/dialog-loading";
import { loadsOnFirstUse } from "@/components/ui/on-demand";
import { OPEN_MODAL_EVENT, type AppModal } from "./app-events";

// Each is loaded when the member first asks for it from the header's menu.
const SubscriptionModal = loadsOnFirstUse(() => import("@/components/billing/subscription-modal").then((module) => module.SubscriptionModal), DialogLoading);
const DeleteAccountModal = loadsOnFirstUse(() => import("@/components/members/delete-account-modal").then((module) => module.DeleteAccountModal), DialogLoading);

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
