import type { NextConfig } from "next";
import { MAX_UPLOAD_REQUEST_BYTES } from "./lib/media/image-rules";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  typedRoutes: false,
  experimental: {
    // With proxy.ts present Next buffers request bodies for it and silently cuts them at 10 MB,
    // dropping the chunk that crosses its limit. A megabyte above the upload limit, an oversized
    // body still reaches POST /api/upload longer than that limit, which answers 413.
    proxyClientMaxBodySize: MAX_UPLOAD_REQUEST_BYTES + 1024 * 1024,
  },
};

export default nextConfig;
