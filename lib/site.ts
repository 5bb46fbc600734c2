/** The forum's name, as tabs, share previews and the installed app show it. */
export const SITE_NAME = "Fight Forum";

/** A page's title in the browser tab: "Who won? | Fight Forum". */
export const pageTitle = (title: string) => `${title} | ${SITE_NAME}`;
