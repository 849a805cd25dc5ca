/** Listings one follow names at most (the browser keeps up to 200 favourites; a follow takes them in pieces of this size). */
export const FOLLOW_LIMIT = 200;

/**
 * What the platform answers a follow (POST /follows): the listings now followed, and whether the
 * subscription is confirmed (else its confirmation mail went out again).
 */
export interface FollowAnswer {
  followed: number[];
  confirmed: boolean;
}
