/** The account's API address, also its swr key (the /account page seeds it). */
export const ACCOUNT_URL = "/api/users/me";
