"use client";

import dynamic from "next/dynamic";

// Signed-out visitors alone see it: members' pages never load it. Rendered on the server like the
// rest of the page, its script named in the page's preloads (docs/decisions.md, "A lazily loaded
// component the server renders").
export const SignInButton = dynamic(() => import("./sign-in-button").then((module) => module.SignInButton));
