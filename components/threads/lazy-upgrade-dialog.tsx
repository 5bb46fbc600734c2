"use client";

import { DialogLoading } from "@/components/ui/dialog-loading";
import { loadsOnFirstUse } from "@/components/ui/on-demand";

/** The upgrade offer, loaded the first time a member needs it: most never do. */
export const LazyUpgradeDialog = loadsOnFirstUse(() => import("./upgrade-dialog").then((module) => module.UpgradeDialog), DialogLoading);
