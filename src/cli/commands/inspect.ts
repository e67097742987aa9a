/**
 * `swisspair inspect FILE [--round N] [--json]`: each player's state before a round, as the pairing rules read
 * it — score, colour sequence, colour preference (w/W/WW mild/strong/absolute, b/B/BB), floats, PAB
 * eligibility — grouped by scoregroup.
 */
import type { ChalkInstance } from 'chalk';
import type { Command } from 'commander';
import { deriveRoundState, type Float, type PlayerState, type RoundState } from '../../model/state.js';
import { chooseEdition, chooseSystem, systemById, type EditionChoice, type SystemChoice, type SystemName } from '../../systems/index.js';
import { accelerationJson, accelerationText, editionFor, editionJson, editionText, systemWarning } from '../edition.js';
import type { Tournament } from '../../model/types.js';
import { loadTournament, parseEncodingOption, parseRound } from '../load.js';
import { accelerationOption, editionOption, encodingOption, parseAcceleration, parseAnyEdition, systemOption, type CommandContext } from '../options.js';
import { json, makeChalk, points, preferenceCode, printable, table } from '../render.js';
import { aheadText, resultsUpTo } from './show.js';

function floatMark(f: Float): string {
  return f === 'down' ? '↓' : f === 'up' ? '↑' : '·';
}

function scoregroups(players: readonly PlayerState[]): PlayerState[][] {
  const sorted = [...players].sort((a, b) => b.pairingScore - a.pairingScore || a.id - b.id);
  const groups: PlayerState[][] = [];
  for (const p of sorted) {
    const g = groups[groups.length - 1];
    if (g !== undefined && g[0]!.pairingScore === p.pairingScore) g.push(p);
    else groups.push([p]);
  }
  return groups;
}

/** What the columns mean (issue 16.7: a person reading the table should not need the source). */
const LEGEND = [
  '',
  'Score: points so far; Acc: acceleration points added for pairing; Colours: colours played, oldest first (unplayed',
  'rounds left out, C.04.1); Pref: colour preference, w/b mild, W/B strong, WW/BB absolute, - none; Diff: whites minus',
  'blacks; F-1, F-2: float in the last and the second-last round (↓ down, ↑ up, · none); PAB: may receive the',
  'pairing-allocated bye; Games: games played over the board. Scoregroups list each player with his preference.',
  '',
].join('\n');

export function renderInspectText(state: RoundState, edition: EditionChoice, system: SystemChoice, chalk: ChalkInstance, fixedSchedule = false): string {
  const t = state.tournament;
  const planned = t.plannedRounds === null ? 'planned rounds unknown' : `${t.plannedRounds} planned`;
  let out = `${chalk.bold(printable(t.name || t.fileName))}: state before round ${state.round} (${t.roundsInFile} round(s) in the file, ${planned})\n`;
  out += `${printable(editionText(edition, t, system))}\n`;
  const acceleration = accelerationText(state.acceleration, state.round);
  if (acceleration !== null) {
    const ga = state.acceleration?.lastGaPlayer ?? null;
    out += `${acceleration}${ga === null ? '' : ` (GA: players 1-${ga})`}; Acc = virtual points, Pairing = score + Acc\n`;
  }
  if (fixedSchedule) {
    out += `Pairings fixed in advance: round ${state.round} is the table's; the state is shown for information.\n`;
  } else if (state.round === t.roundsInFile && t.players.some((p) => p.rounds[state.round - 1]?.kind === 'pending')) {
    out += `Round ${state.round} is paired but its results are not all in: this is the state its pairing was made from.\n`;
  } else if (t.plannedRounds !== null && state.round > t.plannedRounds) {
    out += `All ${t.plannedRounds} planned rounds are in the file: these are the final scores.\n`;
  }
  out += '\n';
  const toPair = state.players.filter((p) => p.toBePaired);
  out += chalk.bold('Scoregroups') + '\n';
  for (const g of scoregroups(toPair)) {
    const members = g.map((p) => `${p.id}${preferenceCode(p.colourPreference)}`);
    out += `  ${points(g[0]!.pairingScore)}: ${members.join(', ')}\n`;
  }
  out += '\n';
  const rows = scoregroups(toPair)
    .flat()
    .map((p) => [
      String(p.id),
      printable(p.info.name),
      String(p.info.rating || ''),
      points(p.score),
      p.acceleration === 0 ? '' : `+${points(p.acceleration)}`,
      points(p.pairingScore),
      p.colours.join('').toUpperCase() || '-',
      preferenceCode(p.colourPreference),
      String(p.colourDifference),
      floatMark(p.floats[0]),
      floatMark(p.floats[1]),
      p.pabEligible ? 'yes' : 'no',
      String(p.playedGames),
    ]);
  out += table(
    ['No', 'Name', 'Rating', 'Score', 'Acc', 'Pairing', 'Colours', 'Pref', 'Diff', 'F-1', 'F-2', 'PAB', 'Games'],
    rows,
    ['right', 'left', 'right', 'right', 'right', 'right', 'left', 'left', 'right', 'left', 'left', 'left', 'right'],
  );
  out += LEGEND;
  const absent = state.players.filter((p) => !p.toBePaired);
  if (absent.length > 0) {
    out += `\nNot paired in round ${state.round}: ${absent.map((p) => `${p.id} (${p.unpairedReason})`).join(', ')}\n`;
  }
  return out;
}

export function inspectJson(state: RoundState, edition: EditionChoice, system: SystemChoice): unknown {
  const t = state.tournament;
  return {
    file: t.fileName,
    tournament: t.name,
    edition: editionJson(edition, system),
    acceleration: accelerationJson(state.acceleration, t),
    round: state.round,
    roundsInFile: t.roundsInFile,
    plannedRounds: t.plannedRounds,
    lastRound: state.isLastRound,
    players: state.players.map((p) => ({
      id: p.id,
      name: p.info.name,
      rating: p.info.rating,
      score: p.score / 10,
      acceleration: p.acceleration / 10,
      pairingScore: p.pairingScore / 10,
      colours: p.colours.join(''),
      colourDifference: p.colourDifference,
      colourPreference: {
        strength: p.colourPreference.strength,
        colour: p.colourPreference.colour === null ? null : p.colourPreference.colour === 'w' ? 'white' : 'black',
        code: preferenceCode(p.colourPreference),
      },
      floats: { previousRound: p.floats[0], twoRoundsBefore: p.floats[1] },
      pabEligible: p.pabEligible,
      playedGames: p.playedGames,
      opponents: [...p.opponents].sort((a, b) => a - b),
      aro: p.aro,
      upfloats: p.upfloats,
      toBePaired: p.toBePaired,
      unpairedReason: p.unpairedReason,
    })),
  };
}

/**
 * The round to show by default: the next one; but when the last round of the file is paired and not played yet
 * (what `pair -o` writes: opponents and colours, no results), the state before that round, which is the one its
 * pairing was made from.
 */
export function defaultRound(t: Tournament): number {
  const last = t.roundsInFile;
  if (last >= 1 && t.players.some((p) => p.rounds[last - 1]?.kind === 'pending')) return last;
  return last + 1;
}

interface InspectOptions {
  readonly system?: SystemName;
  readonly edition?: string;
  readonly round?: string;
  readonly json?: boolean;
  readonly encoding?: string;
  readonly acceleration?: string;
}

export function registerInspect(program: Command, ctx: CommandContext): void {
  program
    .command('inspect')
    .description("show each player's state before a round: score, colours, preference, floats, bye eligibility")
    .argument('<file>', "TRF file ('-' for standard input)")
    .addOption(systemOption())
    .addOption(editionOption())
    .option('--round <n>', 'the round about to be paired (default: the one after the last round in the file)')
    .option('--json', 'machine-readable output')
    .addOption(accelerationOption())
    .addOption(encodingOption())
    .action((file: string, options: InspectOptions) => {
      parseAnyEdition(options.system, options.edition);
      const loaded = loadTournament(file, parseEncodingOption(options.encoding), ctx.streams, parseAcceleration(options.acceleration));
      const { tournament } = loaded;
      const system = chooseSystem(tournament, options.system);
      const contradiction = systemWarning(system, tournament.fileName);
      const warnings = contradiction === null ? loaded.warnings : [...loaded.warnings, contradiction];
      ctx.warn(warnings);
      const round = parseRound(options.round) ?? defaultRound(tournament);
      // Floats and PAB eligibility as the edition reads unplayed rounds (Dutch 2026 1.4.3, C.04.1 (2026) art. 4).
      const edition = chooseEdition(tournament, system.system, editionFor(system, options.edition));
      // Pairings fixed in advance (a round robin: the system's fixedSchedule) may be written ahead of their results:
      // the state counts the results entered so far, and says so.
      const fixed = systemById(edition.system).fixedSchedule === true;
      const state = deriveRoundState(tournament, round, { unplayed: systemById(edition.system).unplayed(edition.edition), pastLastRound: true, resultsPending: fixed });
      const complete = resultsUpTo(tournament);
      const ahead = fixed && complete < round - 1 ? `${aheadText(tournament, complete).replace('Pts count', 'the scores count')} The round is the table's, whatever the scores.\n` : '';
      const chalk = makeChalk(ctx.streams.stdout, ctx.streams.env);
      if (options.json === true) ctx.streams.stdout.write(json({ ...(inspectJson(state, edition, system) as object), ...(fixed ? { fixedSchedule: true, resultsEnteredUpTo: complete } : {}), warnings }));
      else ctx.streams.stdout.write(ahead + renderInspectText(state, edition, system, chalk, fixed));
    });
}
