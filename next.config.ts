import type { NextConfig } from "next";
import { ROOT_PAYMENT_CALLS } from "./lib/http/api-paths";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // `npm run bench` builds with them to split each script by its code's origins (ours, packages,
  // the framework); other builds do not publish the source.
  productionBrowserSourceMaps: process.env.BROWSER_SOURCE_MAPS === "1",
  reactStrictMode: true,
  experimental: {
    // The limits and codes a script imports are written into it where used: a page no longer loads
    // every limit for the one it reads (docs/performance.md, forty-third session).
    turbopackCrossModuleConstants: true,
    // Fewer, larger chunks (50 kB by default): 14–16 scripts a page became 9–10, each page's first load
    // 2.6–3.9 kB gzipped lighter and the scripts a move between them fetches lighter too.
    turbopackChunking: { minChunkSize: 150_000 },
  },
  typedRoutes: false,
  // CI runs `npm run typecheck` (tsc over every file, tests included) before `npm test` builds, and
  // says so with this variable: the build need not check the same files again (36 s on a slow hour).
  typescript: { ignoreBuildErrors: process.env.TYPECHECK_PASSED === "1" },
  turbopack: {
    resolveAlias: { "use-sync-external-store/shim": "./lib/swr/use-sync-external-store.ts" },
  },
  images: {
    // Post images: uploaded here (lib/media/media-url.ts), stored locally or in Vercel Blob.
    localPatterns: [{ pathname: "/media/**", search: "" }],
    remotePatterns: [{ protocol: "https", hostname: "*.public.blob.vercel-storage.com", pathname: "/media/**", search: "" }],
    formats: ["image/avif", "image/webp"],
  },
  async headers() {
    return [
      {
        source: "/:path*",
        headers: [
          { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains; preload" },
          { key: "X-Content-Type-Options", value: "nosniff" },
          { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
          { key: "X-Frame-Options", value: "DENY" },
          { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(self)" },
          // No other site's window keeps a handle on ours, and no other site embeds our responses.
          { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
          { key: "Cross-Origin-Resource-Policy", value: "same-site" },
        ],
      },
    ];
  },
  async rewrites() {
    return ROOT_PAYMENT_CALLS.map((call) => ({ source: `/${call}`, destination: `/api/${call}` }));
  },
};

export default nextConfig;
