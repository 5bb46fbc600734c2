import { describe, expect, it } from "vitest";
import { API_ROUTE_METHODS, methodsServedAt } from "@/lib/http/api-routes";
import { discoverEndpoints } from "../helpers/routes";

describe("the API's routes and their methods", () => {
  it("lists every method each route file under app/api exports, and nothing else", () => {
    const listed = Object.entries(API_ROUTE_METHODS).flatMap(([pattern, methods]) => methods.map((method) => `${method} ${pattern}`));
    expect(listed.sort()).toEqual(discoverEndpoints().filter((endpoint) => endpoint.split(" ")[1].startsWith("/api/")));
  });

  it("finds the route Next serves a path with: a static segment before a dynamic one before a catch-all", () => {
    expect(methodsServedAt("/api/threads/general")).toEqual(["DELETE", "GET", "HEAD", "OPTIONS", "PUT"]);
    expect(methodsServedAt("/api/threads/abc/like")).toEqual(["OPTIONS", "POST"]);
    expect(methodsServedAt("/api/threads/id/abc")).toEqual(["GET", "HEAD", "OPTIONS"]);
    expect(methodsServedAt("/api/threads/id/like")).toEqual(["GET", "HEAD", "OPTIONS"]);
    expect(methodsServedAt("/api/threads/abc/poll/check-vote")).toEqual(["GET", "HEAD", "OPTIONS"]);
    expect(methodsServedAt("/api/threads/abc/poll/def/vote")).toEqual(["OPTIONS", "POST"]);
    expect(methodsServedAt("/api/no/such/endpoint")).toEqual(["DELETE", "GET", "HEAD", "OPTIONS", "PATCH", "POST", "PUT"]);
  });

  it("leaves to Next the paths it decodes or redirects before routing", () => {
    expect(methodsServedAt("/api/threads/general/")).toBeNull();
    expect(methodsServedAt("/api//threads")).toBeNull();
    expect(methodsServedAt("/api/%74hreads/general")).toBeNull();
  });
});
