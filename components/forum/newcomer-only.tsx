"use client";

import dynamic from "next/dynamic";

// A new member alone sees the welcome card: other members' pages never load its controls. Rendered
// on the server like the rest of the page, their scripts named in its preloads (docs/decisions.md,
// "A lazily loaded component the server renders").
export const DismissibleWelcome = dynamic(() => import("./dismissible-welcome").then((module) => module.DismissibleWelcome));
export const SubscriptionButton = dynamic(() => import("@/components/billing/subscription-button").then((module) => module.SubscriptionButton));
