import { fullPageLoad } from "./full-page-load";

/**
 * Window events that let the header open modals owned by other features: the account deletion
 * confirmation and the subscription modal listen for OPEN_MODAL_EVENT with their name as detail.
 */
export const OPEN_MODAL_EVENT = "fightforum:open-modal";
export type AppModal = "delete-account" | "subscription";

export function openAppModal(modal: AppModal) {
  window.dispatchEvent(new CustomEvent<AppModal>(OPEN_MODAL_EVENT, { detail: modal }));
}

/** Ends the session on the server (clears the session cookies); a failed call is ignored. */
export async function endSession() {
  await fetch("/api/auth/sign-out", { method: "POST" }).catch(() => undefined);
}

/** Ends the session, then leaves for the sign-in screen whatever the answer. */
export async function signOut() {
  await endSession();
  fullPageLoad("/auth");
}
