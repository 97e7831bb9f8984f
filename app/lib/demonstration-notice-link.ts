/**
 * Where the links of a booking switched off in a demonstration go (decision 059): the notice at the
 * top of the page, which says why. Apart from app/lib/demonstration-booking.ts so that the lead
 * dialog, which runs in the browser, can tell such a link without carrying the list of examples.
 */
export const DEMONSTRATION_NOTICE_ID = "aviso-demonstracao";

export const demonstrationNoticeHref = `#${DEMONSTRATION_NOTICE_ID}`;

/**
 * The link opens a booking chat, not the notice: as written in the page (`#aviso-demonstracao`) or
 * as the browser resolves it (`https://…/psiquiatra#aviso-demonstracao`).
 */
export const opensBookingChat = (url: string): boolean => !url.endsWith(demonstrationNoticeHref);

/**
 * A booking link's target: its chat in a new tab; the notice, on this page, where it is (a new tab
 * would only show the same page again).
 */
export const bookingLinkTarget = (href: string): { target?: "_blank"; rel?: string } =>
  opensBookingChat(href) ? { target: "_blank", rel: "noopener noreferrer" } : {};
