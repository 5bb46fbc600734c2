"use client";

import dynamic from "next/dynamic";
import { failsInPlace } from "@/components/ui/fails-in-place";
import { DialogLoading } from "@/components/ui/dialog-loading";

/** The upgrade offer, loaded the first time a member needs it: most never do. */
export const LazyUpgradeDialog = failsInPlace(dynamic(() => import("./upgrade-dialog").then((module) => module.UpgradeDialog), {
  ssr: false,
  loading: DialogLoading,
}));
