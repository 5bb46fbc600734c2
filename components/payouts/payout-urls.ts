/** The payout API's addresses, for the hooks and the server pages that seed them. */
export const EARNINGS_URL = "/api/users/me/earnings";
export const PAYOUT_ACCOUNT_URL = "/api/users/me/payout-account";

export const payoutStatementUrl = (month: string) => `/api/admin/payouts?month=${encodeURIComponent(month)}`;
export const payoutCsvUrl = (month: string) => `${payoutStatementUrl(month)}&format=csv`;
export const closeMonthUrl = (month: string) => `/api/admin/payouts/${encodeURIComponent(month)}/close`;
export const adminPayoutsPage = (month: string) => `/admin/payouts?month=${encodeURIComponent(month)}`;
