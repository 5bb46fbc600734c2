import { createServer } from "node:http";
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

/**
 * A local stand-in for Clerk's Backend API, enough for `clerkClient().users.getUser()` and
 * `currentUser()`: `GET /v1/users/{id}` answers the stored user or Clerk's 404 error shape.
 * Point the SDK at it with CLERK_API_URL.
 */
export async function startFakeClerkApi() {
  const users = new Map<string, FakeClerkUser>();
  const server = createServer((req, res) => {
    const id = /^\/v1\/users\/([^/?]+)/.exec(req.url ?? "")?.[1];
    const user = req.method === "GET" && id ? users.get(decodeURIComponent(id)) : undefined;
    res.setHeader("content-type", "application/json");
    if (!user) {
      res.writeHead(404).end(JSON.stringify({ errors: [{ code: "resource_not_found", message: "not found", long_message: "Resource not found" }] }));
      return;
    }
    const now = Date.now();
    res.writeHead(200).end(
      JSON.stringify({
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
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    users,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
