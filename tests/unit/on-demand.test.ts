import { describe, expect, it, vi } from "vitest";
import { onDemand } from "@/components/ui/on-demand";

/** A load the test settles by hand, counting how often it was asked for. */
function manualLoad() {
  const calls: { resolve: (value: string) => void; reject: (error: Error) => void }[] = [];
  const load = () => new Promise<string>((resolve, reject) => calls.push({ resolve, reject }));
  return { load, calls };
}

describe("code loaded on demand", () => {
  it("is idle until asked for, and asks once however often it is requested meanwhile", async () => {
    const { load, calls } = manualLoad();
    const code = onDemand(load);
    expect(code.state()).toEqual({ status: "idle" });
    code.request();
    code.request();
    expect(calls).toHaveLength(1);
    expect(code.state()).toEqual({ status: "loading" });
    calls[0].resolve("the part");
    await vi.waitFor(() => expect(code.state()).toEqual({ status: "loaded", value: "the part" }));
    code.request();
    expect(calls).toHaveLength(1);
  });

  it("says it failed when the load fails, and asks again when requested after that", async () => {
    const { load, calls } = manualLoad();
    const code = onDemand(load);
    code.request();
    calls[0].reject(new Error("Failed to load chunk"));
    await vi.waitFor(() => expect(code.state()).toEqual({ status: "failed" }));
    code.request();
    expect(calls).toHaveLength(2);
    expect(code.state()).toEqual({ status: "loading" });
    calls[1].resolve("the part");
    await vi.waitFor(() => expect(code.state()).toEqual({ status: "loaded", value: "the part" }));
  });

  it("tells every subscriber of each change, and no longer once it unsubscribed", async () => {
    const { load, calls } = manualLoad();
    const code = onDemand(load);
    const seen: string[] = [];
    const unsubscribe = code.subscribe(() => seen.push(code.state().status));
    code.request();
    calls[0].reject(new Error("offline"));
    await vi.waitFor(() => expect(code.state()).toEqual({ status: "failed" }));
    unsubscribe();
    code.request();
    expect(seen).toEqual(["loading", "failed"]);
  });
});
