/**
 * Words for what storage and import say as data: each `StorageError` / `ImportError` id (with its
 * parameters) and each storage notice, in the player's language. Installed as the stores' wording
 * when this module loads (every StoreController imports it), so `store.error` and `store.notice`
 * read as a player would want them; `errorText` words any error a screen caught.
 */
import { msg, str } from '@lit/localize';
import { StrategosError } from '../../src/core/errors.js';
import type { Message } from '../../src/core/message.js';
import { setStorageWording } from '../../src/storage/wording.js';

const p = (m: StrategosError | Message, k: string): string => String(m.params?.[k] ?? '');

/** A storage or import message in words; null when the id is not one of storage's. */
export function storageText(m: StrategosError | Message): string | null {
  switch (m.id) {
    case 'error.storage.unavailable':
      return msg('This browser will not let Strategos save (private browsing or storage turned off). You can play, but nothing will be kept after you close the page.');
    case 'error.storage.quota':
      return msg('The browser has no room left to save. Free some space on this device; what was saved before is kept.');
    case 'error.storage.future-version':
      return msg('Your saved data was written by a newer version of Strategos. Reload to get the new version; nothing has been changed.');
    case 'error.storage.conflict':
      return msg('This game was changed in another tab or window. Reload to see the latest; nothing was overwritten.');
    case 'error.storage.corrupt':
      return msg('A saved record could not be read. It was set aside, and you can export it from Settings.');
    case 'error.storage.write-failed':
      return msg('The browser refused to save. What was saved before is kept.');
    case 'error.storage.bad-argument':
      return msg('That could not be done: nothing was changed.');
    case 'storage.notice.setAside':
      // `detail`: the tool's own words for what is wrong, when its check gave them
      return m.params?.detail
        ? msg(str`The saved game could not be read (${p(m, 'detail')}). It was set aside (you can export it from Settings) and a new one was started.`)
        : msg('The saved game could not be read. It was set aside (you can export it from Settings) and a new one was started.');
    case 'error.import.not-json':
      return msg('This is not a Strategos save file (it is not JSON). Nothing was imported.');
    case 'error.import.truncated':
      return msg('This file is cut short or damaged: it is not complete JSON. Nothing was imported.');
    case 'error.import.not-ours':
      return msg('This file was not made by Strategos. Nothing was imported.');
    case 'error.import.bad-version':
      return msg('This save file has no valid version number. Nothing was imported.');
    case 'error.import.newer-version':
      return msg(str`This save file comes from a newer version of Strategos (format ${p(m, 'version')}; this one reads up to ${p(m, 'supported')}). Update the app, then import it. Nothing was imported.`);
    case 'error.import.no-saves':
      return msg('This save file has no list of saves. Nothing was imported.');
    case 'error.import.too-large':
      return msg(str`This file is ${p(m, 'size')} MB; Strategos reads save files up to ${p(m, 'limit')} MB. Nothing was imported.`);
    case 'error.import.write-failed': {
      const cause = m instanceof StrategosError ? (m.cause as StrategosError | undefined) : undefined;
      return cause?.id === 'error.storage.quota'
        ? msg('The import could not be written: the browser has no room left. Nothing was changed.')
        : msg('The import could not be written: the browser refused. Nothing was changed.');
    }
    default:
      return null;
  }
}

/** Any error a screen caught, in words: storage's own, or a plain "nothing was changed". */
export function errorText(e: unknown): string {
  if (e instanceof StrategosError) return storageText(e) ?? msg('That could not be done: nothing was changed.');
  return msg('Something went wrong: nothing was changed.');
}

setStorageWording((m) => storageText(m) ?? msg('Saving is not working right now.'));
