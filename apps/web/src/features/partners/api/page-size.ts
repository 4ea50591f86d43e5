/** Every partner list (people, requests, suggestions) is paged by this many. */
export const PARTNER_PAGE_SIZE = 12;
