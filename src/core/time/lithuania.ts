/**
 * Lithuania's time zone: a new business's default, and the zone of times shown where no business's own
 * zone applies (the account, billing, notifications, the operator's lists).
 */
export const LITHUANIA_TIME_ZONE = 'Europe/Vilnius';
