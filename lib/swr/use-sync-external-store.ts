// swr imports useSyncExternalStore from "use-sync-external-store/shim", whose fallback is for React
// 17; React 19 has its own. next.config.ts resolves the shim to this module.
export { useSyncExternalStore } from "react";
