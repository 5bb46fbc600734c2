/**
 * Keys the local scripts give the app when it runs against the Stripe fake. They unlock nothing
 * anywhere else: the fake accepts any key, and production refuses to start with the fake configured.
 */
export const LOCAL_STRIPE_KEYS = {
  secretKey: "sk_test_fightforum_local_fake",
  publishableKey: "pk_fightforum_local_fake",
  webhookSecret: "whsec_fightforum_local_fake",
  /** Signs connected accounts' events, as Stripe does for a Connect endpoint. */
  connectWebhookSecret: "whsec_fightforum_local_fake_connect",
} as const;

/** Test cards the fake understands (any other complete number is accepted). */
export const TEST_CARDS = { success: "4242424242424242", declined: "4000000000000002" } as const;
