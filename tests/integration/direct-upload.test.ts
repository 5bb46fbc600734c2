import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { upload } from "@vercel/blob/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, tokenFor } from "../helpers/api";
import { startAppServer } from "../helpers/app-server";
import { importConfigured } from "../helpers/configured-modules";
import { createMember } from "../helpers/forum-fixtures";
import { startFakeBlobServer, type FakeBlobServer } from "@/fakes/blob-server";

/**
 * Uploads from the browser straight to Vercel Blob (the real `@vercel/blob/client` SDK, acting as
 * the browser, against the local Blob fake): a server with BLOB_READ_WRITE_TOKEN issues a client
 * token for one path in the member's incoming folder, images only and at most 25 MB; completion
 * re-encodes the file without metadata into media/ and removes the incoming copy.
 */

let blob: FakeBlobServer;
let server: Awaited<ReturnType<typeof startAppServer>>;
const savedApiUrl = process.env.VERCEL_BLOB_API_URL;

beforeAll(async () => {
  blob = await startFakeBlobServer();
  // The SDK in this process plays the browser: it uploads to the fake.
  process.env.VERCEL_BLOB_API_URL = blob.url;
  server = await startAppServer({ BLOB_READ_WRITE_TOKEN: blob.token, VERCEL_BLOB_API_URL: blob.url, VERCEL_BLOB_RETRIES: "0" });
}, 150_000);

afterAll(async () => {
  await server?.stop();
  await blob?.close();
  if (savedApiUrl === undefined) delete process.env.VERCEL_BLOB_API_URL;
  else process.env.VERCEL_BLOB_API_URL = savedApiUrl;
});

const randomName = (extension: string) => `${randomBytes(16).toString("base64url")}.${extension}`;

async function call(path: string, as: string | null, body: unknown) {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (as) headers.authorization = `Bearer ${await tokenFor(as)}`;
  const response = await fetch(`${server.url}${path}`, { method: "POST", headers, body: JSON.stringify(body) });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

const tokenRequest = (pathname: string) => ({ type: "blob.generate-client-token", payload: { pathname, clientPayload: null, multipart: false } });

async function uploadAs(username: string, pathname: string, bytes: Buffer, contentType: string) {
  return upload(pathname, new Blob([new Uint8Array(bytes)], { type: contentType }), {
    access: "public",
    contentType,
    handleUploadUrl: `${server.url}/api/upload/blob`,
    headers: { authorization: `Bearer ${await tokenFor(username)}` },
  });
}

function claimsOf(clientToken: string) {
  const encoded = clientToken.split("_").slice(4).join("_");
  const payload = Buffer.from(encoded, "base64").toString().split(".")[1];
  return JSON.parse(Buffer.from(payload, "base64").toString()) as Record<string, unknown>;
}

describe("direct uploads to Vercel Blob", () => {
  it("issues a short-lived token for one image path in the member's own folder, at most 25 MB", async () => {
    const member = await createMember("direct_token");
    const pathname = `incoming/${member.id}/${randomName("jpg")}`;
    const answer = await call("/api/upload/blob", member.username, tokenRequest(pathname));
    expect(answer.status).toBe(200);
    const claims = claimsOf(String(answer.json.clientToken));
    expect(claims).toMatchObject({ pathname, maximumSizeInBytes: 25 * 1024 * 1024, allowedContentTypes: ["image/jpeg", "image/png", "image/gif", "image/webp"] });
    expect(Number(claims.validUntil)).toBeGreaterThan(Date.now());
    expect(Number(claims.validUntil)).toBeLessThanOrEqual(Date.now() + 10 * 60_000);
  });

  it("refuses a token to signed-out and free members, and for another member's folder or a chosen name", async () => {
    const member = await createMember("direct_refused");
    const free = await createMember("direct_free", { plan: "FREE" });
    const own = `incoming/${member.id}/${randomName("png")}`;
    expect((await call("/api/upload/blob", null, tokenRequest(own))).status).toBe(401);
    expect((await call("/api/upload/blob", free.username, tokenRequest(`incoming/${free.id}/${randomName("png")}`))).json).toMatchObject({ code: "UPGRADE_REQUIRED" });
    expect((await call("/api/upload/blob", member.username, tokenRequest(`incoming/${free.id}/${randomName("png")}`))).status).toBe(403);
    expect((await call("/api/upload/blob", member.username, tokenRequest(`media/${randomName("png")}`))).status).toBe(403);
    expect((await call("/api/upload/blob", member.username, tokenRequest(`incoming/${member.id}/avatar.png`))).status).toBe(400);
    expect((await call("/api/upload/blob", member.username, { type: "blob.upload-completed", payload: {} })).status).toBe(400);
  });

  it("takes the browser's upload, strips its metadata, stores it under media/ and removes the incoming copy", async () => {
    const member = await createMember("direct_upload");
    const photo = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#3355aa" } })
      .jpeg()
      .withExifMerge({ IFD0: { Make: "SpyCam", Model: "X1" } })
      .toBuffer();
    const pathname = `incoming/${member.id}/${randomName("jpg")}`;
    const uploaded = await uploadAs(member.username, pathname, photo, "image/jpeg");
    expect(uploaded.pathname).toBe(pathname);
    expect(blob.blobs.has(pathname)).toBe(true);

    const completed = await call("/api/upload/blob/complete", member.username, { pathname });
    expect(completed).toMatchObject({ status: 200, json: { width: 300, height: 200 } });
    const storedPath = new URL(String(completed.json.url)).pathname.replace("/public/", "");
    expect(storedPath).toMatch(/^media\/[A-Za-z0-9_-]{22}\.jpg$/);
    expect((await sharp(blob.blobs.get(storedPath)!.body).metadata()).exif).toBeUndefined();
    expect(blob.blobs.has(pathname)).toBe(false);
  });

  it("enforces the token's types at the store, and refuses content that is not the image it claims", async () => {
    const member = await createMember("direct_bad");
    await expect(uploadAs(member.username, `incoming/${member.id}/${randomName("png")}`, Buffer.from("hello"), "text/plain")).rejects.toThrow();

    const pathname = `incoming/${member.id}/${randomName("png")}`;
    await uploadAs(member.username, pathname, Buffer.from("<svg>not a png</svg>"), "image/png");
    const completed = await call("/api/upload/blob/complete", member.username, { pathname });
    expect(completed.status).toBe(400);
    expect(blob.blobs.has(pathname)).toBe(false);
  });

  it("completes only the member's own uploads, and says when an upload is missing", async () => {
    const member = await createMember("direct_owner");
    const other = await createMember("direct_other");
    const pathname = `incoming/${member.id}/${randomName("png")}`;
    await uploadAs(member.username, pathname, await sharp({ create: { width: 80, height: 80, channels: 3, background: "#aa3333" } }).png().toBuffer(), "image/png");
    expect((await call("/api/upload/blob/complete", other.username, { pathname })).status).toBe(403);
    expect(blob.blobs.has(pathname)).toBe(true);
    expect((await call("/api/upload/blob/complete", member.username, { pathname: `incoming/${member.id}/${randomName("png")}` })).status).toBe(404);
  });
});

describe("media:prune", () => {
  it("deletes incoming uploads never completed within an hour, and keeps newer ones", async () => {
    const member = await createMember("direct_abandoned");
    const image = await sharp({ create: { width: 60, height: 60, channels: 3, background: "#33aa33" } }).png().toBuffer();
    const abandoned = `incoming/${member.id}/${randomName("png")}`;
    const recent = `incoming/${member.id}/${randomName("png")}`;
    await uploadAs(member.username, abandoned, image, "image/png");
    await uploadAs(member.username, recent, image, "image/png");
    blob.blobs.get(abandoned)!.uploadedAt = new Date(Date.now() - 61 * 60_000);

    const { pruneAbandonedDirectUploads } = await importConfigured({ BLOB_READ_WRITE_TOKEN: blob.token }, () => import("@/lib/media/direct-upload"));
    expect(await pruneAbandonedDirectUploads()).toBe(1);
    expect(blob.blobs.has(abandoned)).toBe(false);
    expect(blob.blobs.has(recent)).toBe(true);
  });
});

describe("without BLOB_READ_WRITE_TOKEN", () => {
  it("answers 404 to direct uploads, and a post cannot use an incoming Blob URL", async () => {
    const member = await createMember("direct_local");
    expect((await api("/api/upload/blob", { as: member.username, body: tokenRequest(`incoming/${member.id}/${randomName("png")}`) })).status).toBe(404);
    const incomingUrl = `https://fakestore.public.blob.vercel-storage.com/incoming/${member.id}/${randomName("png")}`;
    const post = await api("/api/threads", {
      as: member.username,
      body: { title: "Incoming image", content: "Should not attach", categoryId: "general", media: [{ type: "IMAGE", url: incomingUrl }] },
    });
    expect(post.status).toBe(400);
  });
});
