import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { applyDeliveryOnce, wasDelivered } from "@/lib/webhooks/deliveries";
import { testDb } from "../helpers/db";

/** The one record of webhook deliveries the Stripe and Clerk webhooks share. */
describe("applying a webhook delivery once", () => {
  const ids: string[] = [];
  const delivery = (type = "test.event") => {
    const id = `evt_test_${randomUUID()}`;
    ids.push(id);
    return { id, source: "stripe" as const, type };
  };
  afterAll(() => testDb.processedWebhookEvent.deleteMany({ where: { id: { in: ids } } }));

  it("applies the first delivery and records it with its effect", async () => {
    const event = delivery();
    expect(await wasDelivered(event.id)).toBe(false);
    expect(await applyDeliveryOnce(event, async () => "done")).toEqual({ applied: true, result: "done" });
    expect(await wasDelivered(event.id)).toBe(true);
    expect(await testDb.processedWebhookEvent.findUnique({ where: { id: event.id } })).toMatchObject({ source: "stripe", type: "test.event" });
    expect(await applyDeliveryOnce(event, async () => "again")).toEqual({ applied: false });
  });

  it("applies concurrent redeliveries exactly once, without an error", async () => {
    const event = delivery();
    let effects = 0;
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, () =>
        applyDeliveryOnce(event, async () => {
          effects += 1;
        }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.applied)).toHaveLength(1);
    expect(effects).toBe(1);
  });

  it("records nothing when the effect fails, so the sender's retry applies it", async () => {
    const event = delivery();
    await expect(applyDeliveryOnce(event, async () => Promise.reject(new Error("effect failed")))).rejects.toThrow("effect failed");
    expect(await wasDelivered(event.id)).toBe(false);
    expect(await applyDeliveryOnce(event, async () => "retried")).toEqual({ applied: true, result: "retried" });
  });
});
