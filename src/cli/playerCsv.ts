/** The player list `new` reads lives in the library (src/trf/playerCsv.ts): the page reads it too. */
export { decodePlayerList, readPlayerList, readListedPlayers, type ListedPlayer, type ExtraColumn } from '../trf/playerCsv.js';
