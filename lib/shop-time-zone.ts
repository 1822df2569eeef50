/** The shop's time zone (Salvador; UTC-03:00, no daylight saving): its days, delivery windows and card months. */
export const SHOP_TIME_ZONE = 'America/Bahia';
