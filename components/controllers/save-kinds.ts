/**
 * Registers every tool's check of its saves with storage (src/storage/kinds.ts), so an import
 * runs the same check each tool's store runs on loading before anything is written. Each tool's
 * code is loaded only when an import needs it (a separate chunk, precached for offline use).
 */
import { registerSaveKind, snapshotKind } from '../../src/storage/index.js';

registerSaveKind('thermopylae', () => import('../../src/thermopylae/save-check.js').then((m) => m.thermopylaeKind));
registerSaveKind('earth-water', () => import('../../src/earth-water/table-log.js').then((m) => m.tableKind));
registerSaveKind('persia', () => import('../../src/persia/screen-log.js').then((m) => m.persiaKind));
registerSaveKind('battle', () => import('../../src/earth-water/roller-save.js').then((m) => snapshotKind(m.validateRollerState)));
