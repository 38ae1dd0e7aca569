// Patterns used both by the schema and by code outside it (the command line, the rules), kept once.

/** A clock time, 24-hour, HH:MM. */
export const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

/** A folder a site is served from: a slash at each end, such as "/" or "/shop/". */
export const FOLDER_PATH = /^\/(?:[A-Za-z0-9._~-]+\/)*$/;

/** A page's address on the site, from its first slash: "/services/iphone/" or "/old-offer". No "." or ".." step. */
export const SITE_PATH = /^\/(?:(?!\.\.?(?:\/|$))[A-Za-z0-9._~-]+\/)*(?:(?!\.\.?$)[A-Za-z0-9._~-]+)?$/;
