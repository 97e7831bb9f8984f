/**
 * How long the relay keeps a lead after delivering it to the automation service. One constant,
 * read by the server's settings (LEAD_RETENTION_DAYS defaults to it) and quotable by the privacy
 * page, so what the policy promises is what the server does.
 */
export const DEFAULT_LEAD_RETENTION_DAYS = 90;
