/**
 * Setup for every unit test file (vite.config.ts test.setupFiles): the Thermopylae engine checks
 * its units mirror at every read (engine.ts mir), so a test that edits state.units by hand without
 * resume(s) or unitsEdited(s) fails loudly instead of playing on a stale mirror (engine.ts
 * "The units' mirror"). Off in the app and the benches.
 */
import { checkMirrors } from '../../src/thermopylae/engine.js';

checkMirrors(true);
