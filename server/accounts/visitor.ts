/** Who is asking, as the account use cases need it (the route handler reads it off the request). */
export interface Visitor {
  /** The account signed in on this browser and its session, or null. */
  current: { id: string; sessionId: string } | null;
  /** The client's address (rate limits, the session list). */
  ip: string | null;
  userAgent: string | null;
}
