import type { NextConfig } from "next";

/** SPEC.md lists the payment calls at the root; they are served under /api and answer at both paths. */
const ROOT_PAYMENT_CALLS = ["get-plans", "get-subscriptions", "create-checkout-session", "session-status", "create-portal-session"];

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  typedRoutes: false,
  async rewrites() {
    return ROOT_PAYMENT_CALLS.map((call) => ({ source: `/${call}`, destination: `/api/${call}` }));
  },
};

export default nextConfig;
