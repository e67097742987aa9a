/**
 * The constructed Dutch brackets of issue 18, as TRF texts (round 2 to pair): the benchmark
 * (scripts/bench-bigbracket, large sizes) and the regression tests (test/dutch/exchange.test.ts, small sizes)
 * read the same shapes. Each needs a route of the fast path that comes after the original split.
 */

/** A TRF-16 player line: id 5-8, name 15-47, rating 49-52, points 81-84, rank 86-89, round 1 92-99. */
function playerLine(id: number, points: string, opponent: number, colour: string, result: string): string {
  const name = `Player ${String(id).padStart(4, '0')}`;
  // Ratings stay positive up to 6,000 players; Dutch pairing reads the pairing numbers, not the ratings.
  const rating = String(2800 - Math.floor(id / 3));
  return `001 ${String(id).padStart(4)}      ${name.padEnd(34)}${rating}${' '.repeat(28)}${points.padStart(4)} ${String(id).padStart(4)}  ${String(opponent).padStart(4)} ${colour} ${result}`;
}

/**
 * One-player exchange (D.2): w players who won in round 1, then w + 1 who had a full-point bye (an unplayed
 * round is a downfloat, A.4), then w losers. The top scoregroup is odd; under the original S1/S2 its downfloater
 * is a bye player (S2), a repeated downfloat (C.12); exchanging BSNs w and w + 1 lets a winner float instead.
 */
export function exchangeCase(w: number): string {
  const lines = ['012 exchange case', `062 ${3 * w + 1}`, 'XXR 5', 'XXC white1'];
  for (let k = 1; k <= w; k++) lines.push(playerLine(k, '1.0', 2 * w + 1 + k, k % 2 === 1 ? 'w' : 'b', '1'));
  for (let k = w + 1; k <= 2 * w + 1; k++) lines.push(playerLine(k, '1.0', 0, '-', 'F'));
  for (let k = 1; k <= w; k++) lines.push(playerLine(2 * w + 1 + k, '0.0', k, k % 2 === 1 ? 'b' : 'w', '0'));
  return lines.join('\n') + '\n';
}

/**
 * One-player exchange far down the order of D.2: player 1 won in round 1, players 2..2w + 1 had a full-point
 * bye (a downfloat, A.4), then the loser and one absent player. The top scoregroup is odd and only player 1 (BSN
 * 1, in S1) may float without repeating a downfloat (C.12), so the exchange is BSN 1 for BSN w + 1, after about
 * w^2/2 exchanges with a smaller BSN-sum difference, none of which leaves a player who may float in S2.
 */
export function deepFloaterCase(w: number): string {
  const n = 2 * w + 3;
  const lines = ['012 deep floater case', `062 ${n}`, 'XXR 5', 'XXC white1'];
  lines.push(playerLine(1, '1.0', n - 1, 'w', '1'));
  for (let k = 2; k <= 2 * w + 1; k++) lines.push(playerLine(k, '1.0', 0, '-', 'F'));
  lines.push(playerLine(n - 1, '0.0', 1, 'b', '0'));
  lines.push(playerLine(n, '0.0', 0, '-', 'Z'));
  return lines.join('\n') + '\n';
}

/**
 * Float bound of the players who may float: w winners of round 1, then w + 1 players who had a full-point bye (a
 * downfloat, A.4), then the w losers, none of whom a winner may meet (XXP). The top scoregroup is odd; its
 * downfloater must meet a loser next, so it is a bye player and repeats a downfloat (C.12 = 1), though the
 * winners have none: a bound that counted them as possible downfloaters (C.12 = 0) could not be met.
 */
export function blockedWinnersCase(w: number): string {
  const lines = ['012 blocked winners case', `062 ${3 * w + 1}`, 'XXR 5', 'XXC white1'];
  for (let k = 1; k <= w; k++) lines.push(playerLine(k, '1.0', 2 * w + 1 + k, k % 2 === 1 ? 'w' : 'b', '1'));
  for (let k = w + 1; k <= 2 * w + 1; k++) lines.push(playerLine(k, '1.0', 0, '-', 'F'));
  for (let k = 1; k <= w; k++) lines.push(playerLine(2 * w + 1 + k, '0.0', k, k % 2 === 1 ? 'b' : 'w', '0'));
  for (let a = 1; a <= w; a++) for (let b = 2 * w + 2; b <= 3 * w + 1; b++) if (b !== 2 * w + 1 + a) lines.push(`XXP ${a} ${b}`);
  return lines.join('\n') + '\n';
}

/**
 * Two-player exchange (D.2): 2h + 1 winners (colours alternating), then 2h + 1 losers; BSNs h - 3..h of the
 * winners may not meet any player of S2 (XXP), so two pairs must form inside the original S1.
 */
export function twoExchangeCase(h: number): string {
  const n = 2 * h + 1;
  const lines = ['012 two-player exchange case', `062 ${2 * n}`, 'XXR 5', 'XXC white1'];
  for (let k = 1; k <= n; k++) lines.push(playerLine(k, '1.0', n + k, k % 2 === 1 ? 'w' : 'b', '1'));
  for (let k = 1; k <= n; k++) lines.push(playerLine(n + k, '0.0', k, k % 2 === 1 ? 'b' : 'w', '0'));
  for (let a = h - 3; a <= h; a++) for (let b = h + 1; b <= n; b++) lines.push(`XXP ${a} ${b}`);
  return lines.join('\n') + '\n';
}

/**
 * Second MDP-pairing (B.7), d drawers (d even): one winner alone in the top scoregroup (he floats down, wanting
 * black), then R1..Rd (the first d/2 + 1 want white; R(d/2) and R(d/2 + 1) drew with two players absent now),
 * then Z who had a half-point bye and may meet nobody but R1 (XXP), then the loser. With the MDP on R1 (the first
 * MDP-pairing) no candidate of the remainder pairs Z; with R2 it does (R1 - Z).
 */
export function secondMdpCase(d: number): string {
  const z = d + 2;
  const loser = d + 3;
  const lines = ['012 second MDP-pairing case', `062 ${d + 5}`, 'XXR 5', 'XXC white1', `XXZ ${d + 4} ${d + 5}`];
  lines.push(playerLine(1, '1.0', loser, 'w', '1'));
  for (let i = 1; i <= d; i++) {
    const opponent = i <= d / 2 - 1 ? 1 + i + d / 2 + 1 : i === d / 2 ? d + 4 : i === d / 2 + 1 ? d + 5 : 1 + i - d / 2 - 1;
    lines.push(playerLine(1 + i, '0.5', opponent, i <= d / 2 + 1 ? 'b' : 'w', '='));
  }
  lines.push(playerLine(z, '0.5', 0, '-', 'H'));
  lines.push(playerLine(loser, '0.0', 1, 'b', '0'));
  lines.push(playerLine(d + 4, '0.5', 1 + d / 2, 'w', '='));
  lines.push(playerLine(d + 5, '0.5', 2 + d / 2, 'w', '='));
  for (let x = 1; x <= loser; x++) if (x !== z && x !== 2) lines.push(`XXP ${z} ${x}`);
  return lines.join('\n') + '\n';
}
