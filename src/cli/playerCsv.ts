/** The player list `new` reads lives in the library (src/trf/playerCsv.ts): the page reads it too. */
export { decodePlayerList, readPlayerList } from '../trf/playerCsv.js';
