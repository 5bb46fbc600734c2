import type { Metadata, Viewport } from "next";
import { Toaster } from "@/components/ui/toaster";
import { SwrProvider } from "@/lib/swr/swr-provider";
import { APP_URL } from "@/lib/app-url";
import { pageTitle, SITE_NAME } from "@/lib/site";
import "./globals.css";

// Every page carries the request's CSP nonce (proxy.ts), which a prerendered page cannot.
export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  metadataBase: new URL(APP_URL),
  title: { default: SITE_NAME, template: pageTitle("%s") },
  description: "The MMA forum for fans, pro fighters and industry insiders. Earn Fight Cred and climb the rankings.",
};

export const viewport: Viewport = { themeColor: "#0b0b0f", width: "device-width", initialScale: 1 };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-dvh antialiased">
        <SwrProvider>
          <Toaster>{children}</Toaster>
        </SwrProvider>
      </body>
    </html>
  );
}
