/** A line's note to the butcher holds at most this many characters (spec 01). */
export const OBSERVATION_MAX_LENGTH = 99;
