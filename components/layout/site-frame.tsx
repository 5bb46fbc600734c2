import { getViewer } from "@/lib/auth/viewer";
import { directUploadFolder } from "@/lib/media/direct-upload";
import { DIRECT_UPLOAD_FOLDER_ATTRIBUTE } from "@/lib/media/media-url";
import { AppModalHost } from "./app-modal-host";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** The header, the main column and the footer around a page (hidden on /auth, /login, /register). */
export async function SiteFrame({ children }: { children: React.ReactNode }) {
  const viewer = await getViewer();
  return (
    <div className="flex min-h-dvh flex-col" {...{ [DIRECT_UPLOAD_FOLDER_ATTRIBUTE]: directUploadFolder(viewer) ?? undefined }}>
      <SiteHeader />
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6">
        {children}
      </main>
      <SiteFooter />
      <AppModalHost userId={viewer?.id ?? null} />
    </div>
  );
}
