/** A line's note to the butcher holds at most this many characters. */
export const OBSERVATION_MAX_LENGTH = 99;
