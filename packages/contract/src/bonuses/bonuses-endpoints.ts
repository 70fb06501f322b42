import { defineEndpoints } from '../http/endpoint.ts';
import { bonusGrantsResponseSchema } from './bonuses.ts';

/** The player's bonuses and their wagering (the office's bonus pages). */
export const bonusesEndpoints = defineEndpoints('bonuses', {
  listBonuses: {
    method: 'GET',
    path: '/web-api/user/bonuses',
    summary: "The signed-in player's bonuses with what is wagered and what remains",
    tags: ['bonuses'],
    response: bonusGrantsResponseSchema,
    errors: [],
    requires: { session: 'user', noStore: true },
  },
});
