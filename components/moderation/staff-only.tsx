"use client";

import dynamic from "next/dynamic";

// Staff alone see these: members' pages never load them. Rendered on the server for staff like the
// rest of the page, their script named in its preloads (docs/decisions.md, "A lazily loaded
// component the server renders").
export const ProfileModeration = dynamic(() => import("./profile-moderation").then((module) => module.ProfileModeration));
