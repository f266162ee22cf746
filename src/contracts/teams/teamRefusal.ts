/** Why a team write is refused; the client words each (`cards:refusals.<reason>`), the server maps them in server/http/teamRefusals.ts. */
export type TeamRefusalReason = 'invalidTeam' | 'cardNotOwned' | 'cardOnMarket' | 'teamNotFound';
