"use client";

import dynamic from "next/dynamic";

// Verified fighters alone open it: other members' /account never loads its script. Rendered on the
// server for them like the rest of the page (docs/decisions.md, "A lazily loaded component the
// server renders").
export const EarningsTab = dynamic(() => import("./earnings-tab").then((module) => module.EarningsTab));
