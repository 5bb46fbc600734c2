"use client";

import dynamic from "next/dynamic";
import { DialogLoading } from "@/components/ui/dialog-loading";
import { failsInPlace } from "@/components/ui/fails-in-place";

/** The upgrade offer, loaded the first time a member needs it: most never do. */
export const LazyUpgradeDialog = failsInPlace(dynamic(() => import("./upgrade-dialog").then((module) => module.UpgradeDialog), {
  ssr: false,
  loading: DialogLoading,
}));
