/** A timestamp as `json_build_object` writes it (with the session's offset, to the microsecond). */
export type JsonTime = string;

/** A `JsonTime` as the API writes times: ISO 8601 in UTC, to the millisecond (as a `Date` from a column). */
export const isoTime = (at: JsonTime): string => new Date(at).toISOString();
