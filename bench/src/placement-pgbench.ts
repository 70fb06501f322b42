import { postedTransferSql } from './pgbench-transfer.ts';

/**
 * The SQL of one `POST /coupon-api/place`, statement for statement and round trip for round trip,
 * as pgbench scripts (a single, an express of three): what the request reads before its
 * transaction (the session, the request's key, the account, the selections with their markets and
 * games, the producers), the transaction (claim the key; savepoint; the selections and producers
 * read again; the house account; the stake's
 * wallet key, both accounts locked in id order, one statement writing the transfer with its hash,
 * its two entries, both balances and the key's answer; the coupon; its legs in one statement;
 * release; the key's outcome; the player's balance.changed event; commit), the event marked
 * published, and the answer read back (the key, the coupon, its legs). Taken from the statements
 * node-postgres sends for a placement; the JSON values are the service's in shape and size.
 *
 * Variables (`-D`): players (how many), first_account (the players' main accounts follow each
 * other from it; a player's session id is the hash of `bench-session-<account>`), games,
 * first_selection (a game's five selections follow each other from it, game after game).
 */

/** The statements of a placement of one coupon with `legs` legs on `legs` different games. */
export function placementScript(legs: 1 | 3, legNames: string): string {
  const names = legNames.replaceAll("'", "''");
  const pickGames =
    legs === 1
      ? ['\\set g1 random(0, :games - 1)']
      : [
          // Three different games: the second in the first half after the first, the third in the second half.
          '\\set g1 random(0, :games - 1)',
          '\\set g2 (:g1 + random(1, :games / 2 - 1)) % :games',
          '\\set g3 (:g1 + random(:games / 2, :games - 1)) % :games',
        ];
  const legNumbers = Array.from({ length: legs }, (_, index) => index + 1);
  const selections = legNumbers.map((leg) => `\\set s${leg} :first_selection + 5 * :g${leg} + random(0, 4)`);
  const selectionList = legNumbers.map((leg) => `:s${leg}`).join(', ');
  const legRows = legNumbers
    .map(
      (leg) =>
        `(:coupon_id, ${leg - 1}, :s${leg}, 2 * :g${leg} + 1, 1000000 + :g${leg}, 1900, false, NULL, false, '${names}')`,
    )
    .join(',\n  ');
  // The selections with their markets and games, and the producers: read before the transaction
  // and again inside it (the markets FOR SHARE there), as the placement does.
  const lineRead = `SELECT s.id, s.market_id, s.game_id, s.outcome_key, s.type_id, s.param, s.team_id, s.coef, s.previous_coef, s.names, s.sort_order,
       s.updated_at, m.id, m.game_id, m.type_id, m.specifier, m.status, m.trading, m.certainty, m.results, m.cancel_windows,
       m.is_live, m.kind, m.is_banned_express, m.is_disabled_banker, m.updated_at, g.id, g.producer_id, g.sport_id, g.champ_id,
       g.status, g.start_at, g.score_home, g.score_away, g.clock_seconds, g.players_duel, g.names
  FROM sportsbook_selections AS s INNER JOIN sportsbook_markets AS m ON m.id = s.market_id
    INNER JOIN sportsbook_games AS g ON g.id = m.game_id
  WHERE s.id IN (${selectionList})`;
  const producersRead =
    'SELECT id, name, status, last_alive_at, last_sequence, updated_at FROM sportsbook_producers;';
  const coef = legs === 1 ? '1.900' : '6.859';
  // The English site's express of three at 1.9 is a bonus express (×1.03): 10 × 6.859 × 1.03.
  const bonusCoef = legs === 1 ? 'NULL' : '1030';
  const potentialWin = legs === 1 ? 1900 : 7065;
  return `
\\set n random(0, :players - 1)
\\set account :first_account + :n
\\set keyn random(1, 1000000000000)
${pickGames.join('\n')}
${selections.join('\n')}
SELECT sessions.id, sessions.user_id, sessions.csrf_token, sessions.long_lived, sessions.idle_expires_at, users.login,
       users.ban_level, users.ban_version, users.terms_version_confirmed
  FROM sessions INNER JOIN users ON users.id = sessions.user_id
  WHERE sessions.id = encode(sha256(convert_to('bench-session-' || :account, 'UTF8')), 'hex') AND sessions.revoked_at IS NULL
    AND sessions.idle_expires_at > now() AND sessions.absolute_expires_at > now() LIMIT 1 \\gset session_
SELECT user_id, key, request_hash, coupon_ids, refusal, created_at, expires_at FROM coupon_request_keys
  WHERE user_id = :session_user_id AND key = 'pb' || :client_id || '-' || :keyn;
SELECT id, user_id, type, bonus_id, system_role, system_name, currency, balance, pending_debits, pending_credits, version,
       last_hash, is_active, closed_at, created_at FROM wallet_accounts WHERE id = :account;
${lineRead};
${producersRead}
BEGIN;
INSERT INTO coupon_request_keys (user_id, key, request_hash, coupon_ids, refusal, created_at, expires_at)
  VALUES (:session_user_id, 'pb' || :client_id || '-' || :keyn, md5(random()::text) || md5(random()::text), DEFAULT, DEFAULT,
          now(), now() + interval '48 hours')
  ON CONFLICT DO NOTHING RETURNING key;
SAVEPOINT sp1;
${lineRead} FOR SHARE OF m;
${producersRead}
INSERT INTO wallet_accounts (system_role, system_name, currency) VALUES ('house', 'default', 'RUB') ON CONFLICT DO NOTHING;
SELECT id AS house FROM wallet_accounts WHERE system_role = 'house' AND currency = 'RUB' AND system_name = 'default' \\gset
INSERT INTO wallet_idempotency_keys (scope, key, request_hash, outcome, created_at, expires_at)
  VALUES ('coupon.stake:user:' || :session_user_id, 'pb' || :client_id || '-' || :keyn || '#0',
          md5(random()::text) || md5(random()::text), DEFAULT, now(), now() + interval '48 hours')
  ON CONFLICT DO NOTHING RETURNING scope;
${postedTransferSql({
  from: ':account',
  to: ':house',
  amount: 1000,
  reason: 'stake',
  reference: "'coupon-request:pb' || :client_id || '-' || :keyn || '#0'",
  scope: "'coupon.stake:user:' || :session_user_id",
  key: "'pb' || :client_id || '-' || :keyn || '#0'",
  debitUserId: ':session_user_id',
  creditUserId: 'null',
})}
INSERT INTO coupons (user_id, account_id, currency, type_id, placed_as_type_id, amount, stake, amount_by_block_id, system_value,
    anti_express_coef, change_coef_action, coef, potential_win, bonus_coef, status, stake_transfer_id, hold_transfer_id,
    approval_deadline, is_live, from_bonus_account, request_key, placed_at)
  VALUES (:session_user_id, :account, 'RUB', ${legs === 1 ? 0 : 1}, ${legs === 1 ? 0 : 1}, 1000, 1000, NULL, NULL, NULL, 1, ${coef},
          ${potentialWin}, ${bonusCoef}, 'open', :transfer_id, NULL, NULL, false, false, 'pb' || :client_id || '-' || :keyn, now())
  RETURNING id AS coupon_id \\gset
INSERT INTO coupon_legs (coupon_id, position, selection_id, market_id, game_id, coef, banker, block_id, is_live, names) VALUES
  ${legRows};
RELEASE SAVEPOINT sp1;
UPDATE coupon_request_keys SET coupon_ids = jsonb_build_array(:coupon_id)
  WHERE user_id = :session_user_id AND key = 'pb' || :client_id || '-' || :keyn;
WITH inserted AS (INSERT INTO domain_events (type, payload) VALUES
  ('balance.changed', jsonb_build_object('type', 'balance.changed', 'userId', :session_user_id, 'accountId', :account,
     'currency', 'RUB', 'balance', (:from_balance - 1000)::text, 'available', (:from_balance - 1000)::text,
     'version', :from_version + 1, 'transferId', :transfer_id::text))
  RETURNING id, type, payload, occurred_at, published_at)
SELECT id AS event_id, type, payload, occurred_at FROM inserted \\gset
COMMIT;
UPDATE domain_events SET published_at = now() WHERE id IN (':event_id');
SELECT user_id, key, request_hash, coupon_ids, refusal, created_at, expires_at FROM coupon_request_keys
  WHERE user_id = :session_user_id AND key = 'pb' || :client_id || '-' || :keyn;
SELECT id, user_id, account_id, currency, type_id, amount, stake, amount_by_block_id, system_value, anti_express_coef,
       change_coef_action, coef, potential_win, status, payout, cashout_amount, stake_transfer_id, payout_transfer_id,
       settlement_version, is_live, request_key, placed_at, settled_at FROM coupons WHERE id IN (:coupon_id);
SELECT coupon_id, position, selection_id, market_id, game_id, coef, banker, block_id, is_live, names, status_id, result,
       voided_by_cancel FROM coupon_legs WHERE coupon_id IN (:coupon_id) ORDER BY coupon_id, position;
`;
}
