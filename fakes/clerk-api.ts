import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** A Clerk user as Clerk's Backend API sends it (the fields our identity sync reads). */
export interface FakeClerkUser {
  id: string;
  username: string | null;
  first_name: string | null;
  last_name: string | null;
  image_url: string;
  primary_email_address_id: string | null;
  email_addresses: { id: string; email_address: string }[];
}

/** The picture Clerk shows for a user who has none of their own. */
export const DEFAULT_IMAGE_URL = "https://img.clerk.com/default-avatar.png";

/** A profile image the app sent to `POST /v1/users/{id}/profile_image`. */
export interface FakeProfileImage {
  userId: string;
  contentType: string;
  bytes: number;
}

function clerkUserBody(user: FakeClerkUser) {
  const now = Date.now();
  return {
    object: "user",
    ...user,
    email_addresses: user.email_addresses.map((address) => ({ object: "email_address", verification: null, linked_to: [], ...address })),
    phone_numbers: [],
    web3_wallets: [],
    external_accounts: [],
    saml_accounts: [],
    public_metadata: {},
    private_metadata: {},
    unsafe_metadata: {},
    created_at: now,
    updated_at: now,
  };
}

async function readBody(req: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The file part of a multipart body: its content type and size (enough to check what was sent). */
function multipartFile(body: Buffer, contentType: string) {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(contentType);
  if (!boundary) return null;
  const parts = body.toString("latin1").split(`--${boundary[1] ?? boundary[2]}`);
  for (const part of parts) {
    const [head, ...rest] = part.split("\r\n\r\n");
    if (!/name="file"/.test(head ?? "")) continue;
    const type = /content-type:\s*([^\r\n]+)/i.exec(head ?? "")?.[1] ?? "application/octet-stream";
    return { contentType: type, bytes: Buffer.byteLength(rest.join("\r\n\r\n").replace(/\r\n$/, ""), "latin1") };
  }
  return null;
}

/**
 * A local stand-in for Clerk's Backend API, enough for what the app calls: `GET /v1/users/{id}`
 * (identity sync), `PATCH /v1/users/{id}` (names written back from /account) and
 * `POST /v1/users/{id}/profile_image` (a new avatar; the user's image_url then points at Clerk's
 * image host) and `DELETE /v1/users/{id}/profile_image` (back to Clerk's default picture). Unknown users get Clerk's 404 error shape; `failWrites` makes writes answer 500.
 * Point the SDK at it with CLERK_API_URL.
 */
export async function startFakeClerkApi() {
  const users = new Map<string, FakeClerkUser>();
  const profileImages: FakeProfileImage[] = [];
  const state = { failWrites: false };

  const send = (res: ServerResponse, status: number, body: unknown) => res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
  const notFound = (res: ServerResponse) =>
    send(res, 404, { errors: [{ code: "resource_not_found", message: "not found", long_message: "Resource not found" }] });

  const server = createServer(async (req, res) => {
    const [, id, action] = /^\/v1\/users\/([^/?]+)(?:\/([^/?]+))?/.exec(req.url ?? "") ?? [];
    const user = id ? users.get(decodeURIComponent(id)) : undefined;
    const body = await readBody(req);
    if (!user) return notFound(res);
    if (req.method === "GET" && !action) return send(res, 200, clerkUserBody(user));
    if (state.failWrites) return send(res, 500, { errors: [{ code: "internal_clerk_error", message: "Something went wrong" }] });

    if (req.method === "PATCH" && !action) {
      const changes = JSON.parse(body.toString("utf8") || "{}") as { first_name?: string | null; last_name?: string | null };
      if (changes.first_name !== undefined) user.first_name = changes.first_name;
      if (changes.last_name !== undefined) user.last_name = changes.last_name;
      return send(res, 200, clerkUserBody(user));
    }
    if (req.method === "POST" && action === "profile_image") {
      const file = multipartFile(body, req.headers["content-type"] ?? "");
      if (!file || file.bytes === 0) return send(res, 422, { errors: [{ code: "form_param_missing", message: "file is missing" }] });
      profileImages.push({ userId: user.id, ...file });
      user.image_url = `https://img.clerk.com/fake-${user.id}-${profileImages.length}.webp`;
      return send(res, 200, clerkUserBody(user));
    }
    if (req.method === "DELETE" && action === "profile_image") {
      user.image_url = DEFAULT_IMAGE_URL;
      return send(res, 200, clerkUserBody(user));
    }
    return notFound(res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    users,
    profileImages,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
