/**
 * <settings-screen>: language, theme, dice mode, Earth & Water rules edition, motion; and the
 * player's data: export every save to a file; import one back — every save checked by its own
 * tool first, with progress for a large file, written all or nothing; every good record restored
 * and each damaged one named as set aside (src/storage/import.ts); restore or discard a save an
 * import replaced; and export records that were set aside because they could not be read.
 */
import { LitElement, html, css, nothing } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { msg, str, localized } from '@lit/localize';
import { sharedStyles } from '../styles/shared.js';
import { settings, SettingsController } from '../controllers/settings.js';
import { resolveLocale, type AppLocale } from '../i18n/locale.js';
import { citeRule, plural } from '../i18n/format.js';
import {
  exportAll,
  importAll,
  parseExport,
  listQuarantine,
  listReplaced,
  restoreReplaced,
  discardReplaced,
  ImportError,
  MAX_IMPORT_BYTES,
  type ImportProgress,
  type Settings,
  type QuarantineRecord,
  type ReplacedRecord,
  type SetAsideRecord,
} from '../../src/storage/index.js';
import { errorText } from '../controllers/storage-words.js';
import { markSaving, markSettled } from '../controllers/settled.js';
import '../controllers/save-kinds.js';

function download(name: string, data: unknown): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A language's name in that language. */
function ownName(locale: AppLocale): string {
  return locale === 'nl' ? 'Nederlands' : 'English';
}

@localized()
@customElement('settings-screen')
export class SettingsScreen extends LitElement {
  static override styles = [
    sharedStyles,
    css`
      section {
        margin-bottom: 16px;
      }
      fieldset {
        border: 1px solid var(--line);
        border-radius: var(--radius);
        margin: 0 0 12px;
        padding: 8px 12px 12px;
        background: var(--surface);
      }
      .hint {
        font-size: max(0.875rem, 0.9em);
        color: var(--ink-soft);
        margin: 0 0 0 32px;
      }
      .hint.lead {
        margin: 0 0 4px;
      }
      .actions {
        display: flex;
        flex-wrap: wrap;
        gap: 8px;
      }
      /* The import control: the whole labelled button is the tap target (≥ 44 × 44); the file
         input inside is visually hidden and the button shows its keyboard focus. */
      label.file {
        font-weight: normal;
      }
      [role='status'],
      [role='alert'] {
        margin-top: 8px;
      }
      progress {
        display: block;
        width: 100%;
        height: 1em;
        margin-top: 4px;
      }
      ul.replaced {
        list-style: none;
        padding: 0;
        display: grid;
        gap: 6px;
      }
      ul.replaced li {
        display: flex;
        flex-wrap: wrap;
        gap: 8px;
        align-items: center;
        justify-content: space-between;
        border: 1px solid var(--line);
        border-radius: var(--radius);
        padding: 6px 8px 6px 12px;
      }
      h3 {
        font-size: 1rem;
        margin: 16px 0 4px;
      }
    `,
  ];

  private s = new SettingsController(this);
  /** Worded at render (a function), so it follows a switch of language. */
  @state() private dataMessage: { kind: 'ok' | 'error'; text: () => string } | null = null;
  @state() private quarantine: QuarantineRecord[] = [];
  @state() private replaced: ReplacedRecord[] = [];
  @state() private progress: ImportProgress | null = null;
  /** The records the last import set aside, named below its result. */
  @state() private importedAside: SetAsideRecord[] = [];

  override connectedCallback(): void {
    super.connectedCallback();
    void this.refreshQuarantine();
  }

  private async refreshQuarantine(): Promise<void> {
    try {
      [this.quarantine, this.replaced] = await Promise.all([listQuarantine(), listReplaced()]);
    } catch {
      this.quarantine = [];
      this.replaced = [];
    }
  }

  private radio<K extends keyof Settings>(key: K, value: Settings[K], label: string, hint?: string) {
    return html`<label class="choice">
        <input
          type="radio"
          name=${key}
          .checked=${this.s.value[key] === value}
          @change=${() => settings.set(key, value)}
        />
        ${label}
      </label>
      ${hint ? html`<p class="hint">${hint}</p>` : nothing}`;
  }

  private async doExport(): Promise<void> {
    try {
      const file = await exportAll();
      download(`strategos-saves-${file.exportedAt.slice(0, 10)}.json`, file);
      const n = file.saves.length;
      this.dataMessage = {
        kind: 'ok',
        text: () => plural(n, { one: () => msg('Exported 1 save.'), other: () => msg(str`Exported ${n} saves.`) }),
      };
    } catch (e) {
      this.dataMessage = { kind: 'error', text: () => errorText(e) };
    }
  }

  private async doImport(e: Event): Promise<void> {
    const input = e.target as HTMLInputElement;
    const f = input.files?.[0];
    input.value = '';
    if (!f) return;
    this.dataMessage = null;
    this.importedAside = [];
    markSaving(this, true);
    try {
      if (f.size > MAX_IMPORT_BYTES) {
        const mb = (n: number) => Math.round((n / (1024 * 1024)) * 10) / 10;
        throw new ImportError('too-large', 'file too large', { size: mb(f.size), limit: mb(MAX_IMPORT_BYTES) });
      }
      this.progress = { phase: 'check', done: 0, total: 0 };
      const file = parseExport(await f.text());
      const r = await importAll(file, (p) => (this.progress = p));
      const aside = r.setAside.length;
      this.importedAside = r.setAside;
      this.dataMessage = {
        kind: 'ok',
        text: () =>
          [
            r.replaced
              ? msg(str`Imported: ${r.added} new, ${r.replaced} updated, ${r.keptNewer} kept (yours were newer). The games it replaced are kept below until you discard them.`)
              : msg(str`Imported: ${r.added} new, ${r.replaced} updated, ${r.keptNewer} kept (yours were newer).`),
            aside
              ? plural(aside, {
                  one: () => msg('1 damaged record was set aside, not restored: it is named below.'),
                  other: () => msg(str`${aside} damaged records were set aside, not restored: they are named below.`),
                })
              : '',
          ].join(' '),
      };
    } catch (err) {
      this.dataMessage = { kind: 'error', text: () => errorText(err) };
    } finally {
      this.progress = null;
      await this.refreshQuarantine();
      await this.done();
    }
  }

  /** An import, restore or discard is over and shown: the app's "saved and shown" signal moves. */
  private async done(): Promise<void> {
    markSaving(this, false);
    await this.updateComplete;
    markSettled();
  }

  private async restore(r: ReplacedRecord): Promise<void> {
    markSaving(this, true);
    try {
      await restoreReplaced(r.key!);
      this.dataMessage = { kind: 'ok', text: () => msg(str`Restored “${r.record.name}”. The copy it replaced is kept below.`) };
    } catch (e) {
      this.dataMessage = { kind: 'error', text: () => errorText(e) };
    }
    await this.refreshQuarantine();
    await this.done();
  }

  private async discard(r: ReplacedRecord): Promise<void> {
    if (!confirm(msg(str`Discard the replaced copy of “${r.record.name}” for good?`))) return;
    markSaving(this, true);
    try {
      await discardReplaced(r.key!);
    } catch (e) {
      this.dataMessage = { kind: 'error', text: () => errorText(e) };
    }
    await this.refreshQuarantine();
    await this.done();
  }

  private renderProgress() {
    const p = this.progress;
    if (!p) return nothing;
    const label = p.phase === 'write' ? msg('Writing the import…') : msg(str`Checking the saves: ${p.done} of ${p.total}…`);
    return html`<p role="status" class="progress">
      <label>${label}<progress max=${p.total || 1} .value=${p.phase === 'write' ? p.total || 1 : p.done}></progress></label>
    </p>`;
  }

  private renderReplaced() {
    if (!this.replaced.length) return nothing;
    return html`<h3>${msg('Saves replaced by an import')}</h3>
      <p class="muted">${msg('An import replaced these with newer copies. Each is kept until you discard it; restoring one puts it back and keeps the other copy here instead.')}</p>
      <ul class="replaced">
        ${this.replaced.map(
          (r) => html`<li>
            <span>${r.record.name}<br /><span class="muted">${new Date(r.record.updatedAt).toLocaleString()}</span></span>
            <span class="actions">
              <button @click=${() => this.restore(r)}>${msg('Restore')}</button>
              <button @click=${() => this.discard(r)}>${msg('Discard')}</button>
            </span>
          </li>`,
        )}
      </ul>`;
  }

  /** What a set-aside record is, for the player: its kind, and its name or id (or its place in the file). */
  private asideLabel(a: SetAsideRecord): string {
    const what = a.name || a.id;
    switch (a.store) {
      case 'saves':
        return what ? msg(str`Saved game “${what}”`) : msg(str`Saved game number ${a.n} in the file`);
      case 'history':
        return what ? msg(str`Finished game “${what}”`) : msg(str`Finished game number ${a.n} in the file`);
      case 'replaced':
        return what ? msg(str`Replaced copy of “${what}”`) : msg(str`Replaced copy number ${a.n} in the file`);
      default:
        return what ? msg(str`Record “${what}”`) : msg(str`Record number ${a.n} in the file`);
    }
  }

  private renderSetAside() {
    if (!this.importedAside.length) return nothing;
    return html`<h3>${msg('Set aside by the import')}</h3>
      <p class="muted">
        ${msg('These records in the file are damaged: they would not load. They are kept apart on this device, and you can export them with the button above; every other record was restored.')}
      </p>
      <ul class="aside" data-set-aside>
        ${this.importedAside.map((a) => html`<li>${this.asideLabel(a)}</li>`)}
      </ul>`;
  }

  private exportQuarantineLabel(n: number): string {
    return plural(n, { one: () => msg('Export 1 damaged record'), other: () => msg(str`Export ${n} damaged records`) });
  }

  private exportQuarantine(): void {
    download('strategos-set-aside.json', { app: 'strategos-set-aside', records: this.quarantine });
  }

  /**
   * The language: follow the device, or English, or Dutch. A language's own name is written in
   * that language (and marked so for screen readers), as a player looks for it.
   */
  private renderLanguage() {
    const device = resolveLocale('system');
    const choice = (value: Settings['language'], label: unknown, hint?: unknown) =>
      html`<label class="choice">
          <input type="radio" name="language" .checked=${this.s.value.language === value} @change=${() => settings.set('language', value)} />
          ${label}
        </label>
        ${hint ? html`<p class="hint">${hint}</p>` : nothing}`;
    return html`<fieldset>
      <legend>${msg('Language')}</legend>
      ${choice('system', msg('Follow this device'), html`${msg('Now:')} <span lang=${device}>${ownName(device)}</span>`)}
      ${choice('en', html`<span lang="en">English</span>`)} ${choice('nl', html`<span lang="nl">Nederlands</span>`)}
    </fieldset>`;
  }

  override render() {
    return html`
      <h1>${msg('Settings')}</h1>
      ${settings.error ? html`<p role="alert" class="banner">${settings.error}</p>` : nothing}
      <section aria-labelledby="prefs-h">
        <h2 id="prefs-h">${msg('Preferences')}</h2>
        ${this.renderLanguage()}
        <fieldset>
          <legend>${msg('Theme')}</legend>
          ${this.radio('theme', 'system', msg('Follow the system'))} ${this.radio('theme', 'light', msg('Light'))}
          ${this.radio('theme', 'dark', msg('Dark'))}
        </fieldset>
        <fieldset>
          <legend>${msg('Dice')}</legend>
          ${this.radio('diceMode', 'app', msg('The app rolls'))}
          ${this.radio('diceMode', 'physical', msg('I roll physical dice and enter them'))}
        </fieldset>
        <fieldset>
          <legend>${msg('Earth & Water rules edition')}</legend>
          <p class="hint lead">${msg('The rules the app follows; the language of the screens does not change them.')}</p>
          ${this.radio('edition', 'en', msg('English'), msg('Scoring: every major city you control counts as two cities (000 §4.5).'))}
          ${this.radio('edition', 'nl', msg('Dutch'), msg('Scoring: only an enemy major city you control counts as two (003 §4.5).'))}
        </fieldset>
        <fieldset>
          <legend>${msg('Earth & Water sea supply')}</legend>
          ${this.radio(
            'seaSupply',
            'lenient',
            msg('Lenient (default)'),
            msg(str`A fleet in port feeds a cut-off city while at least one of your major cities has no enemy fleet in its port (${citeRule('000 §8.2')}, ruling R-EW-2).`),
          )}
          ${this.radio('seaSupply', 'strict', msg('Strict'), msg('Any enemy fleet in the port of one of your major cities stops all sea supply.'))}
        </fieldset>
        <fieldset>
          <legend>${msg('Motion')}</legend>
          <label class="choice">
            <input type="checkbox" .checked=${this.s.value.reduceMotion} @change=${(e: Event) => settings.set('reduceMotion', (e.target as HTMLInputElement).checked)} />
            ${msg('Reduce animations')}
          </label>
        </fieldset>
        <fieldset>
          <legend>${msg('Steps')}</legend>
          <label class="choice">
            <input type="checkbox" data-confirm-each .checked=${this.s.value.confirmEachStep} @change=${(e: Event) => settings.set('confirmEachStep', (e.target as HTMLInputElement).checked)} />
            ${msg('Confirm every step, even one with a single choice')}
          </label>
          <p class="hint">${msg('Otherwise such a step passes by itself: in Earth & Water a side with no card passing, an empty hand, a supply with nothing to remove; in 9 Card Thermopylae a step with one possible choice.')}</p>
        </fieldset>
        <fieldset>
          <legend>${msg('9 Card Thermopylae')}</legend>
          <label class="choice">
            <input type="checkbox" data-setting="counsel" .checked=${this.s.value.counsel} @change=${(e: Event) => settings.set('counsel', (e.target as HTMLInputElement).checked)} />
            ${msg('Offer counsel: each choice’s chance to win, from simulated games (a panel you open when you want it)')}
          </label>
        </fieldset>
      </section>
      <section class="card">
        <h2>${msg('Your saved games')}</h2>
        <p class="muted">${msg('Everything is saved on this device as you play. Export a backup file to keep it safe or move it to another device.')}</p>
        <div class="actions">
          <button @click=${this.doExport}>${msg('Export all saves')}</button>
          <label class="button file">
            ${msg('Import saves…')}
            <input
              class="sr-only"
              type="file"
              accept="application/json,.json"
              aria-label=${msg('Import saves from a file')}
              @change=${this.doImport}
            />
          </label>
          ${this.quarantine.length
            ? html`<button @click=${this.exportQuarantine}>${this.exportQuarantineLabel(this.quarantine.length)}</button>`
            : nothing}
        </div>
        ${this.renderProgress()}
        ${this.dataMessage
          ? html`<p role=${this.dataMessage.kind === 'error' ? 'alert' : 'status'} class="banner ${this.dataMessage.kind === 'error' ? 'error' : ''}">
              ${this.dataMessage.text()}
            </p>`
          : nothing}
        ${this.renderSetAside()}
        ${this.renderReplaced()}
      </section>
    `;
  }
}
