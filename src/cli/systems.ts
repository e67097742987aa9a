/**
 * The command line pairs by every system: the core entry's (src/systems/registry.ts) and those kept in entries of
 * their own, registered here (the team system: importing its entry registers it). Imported for this side effect
 * by every command module that resolves a system (main.ts, load.ts, options.ts), so that the registry is complete
 * before any of them runs, whichever is loaded first.
 */
import '../api/team.js';
