import { fixture, html, expect, waitUntil } from '@open-wc/testing';
import '../../components/settings-screen/settings-screen.js';
import type { SettingsScreen } from '../../components/settings-screen/settings-screen.js';
import { settings } from '../../components/controllers/settings.js';
import { loadSettings, putSave, listSaves, deleteSave } from '../../src/storage/index.js';

/** The radio labelled `name` (in the group `group` where the label is not unique: "English"). */
function radio(el: SettingsScreen, name: string, group?: string): HTMLInputElement {
  const labels = [...el.shadowRoot!.querySelectorAll('label.choice')].filter((l) => !group || l.querySelector('input')!.name === group);
  const label = labels.find((l) => l.textContent!.trim() === name);
  if (!label) throw new Error(`no option ${name}`);
  return label.querySelector('input')!;
}

describe('settings-screen', () => {
  it('saves a changed setting to IndexedDB and applies the theme to the page', async () => {
    const el = await fixture<SettingsScreen>(html`<settings-screen></settings-screen>`);
    await settings.load();
    radio(el, 'Dark').click();
    await waitUntil(async () => (await loadSettings()).theme === 'dark', 'theme not saved');
    expect(document.documentElement.dataset.theme).to.equal('dark');
    radio(el, 'Dutch').click();
    await waitUntil(async () => (await loadSettings()).edition === 'nl', 'edition not saved');
    radio(el, 'Follow the system').click();
    radio(el, 'English', 'edition').click();
    await waitUntil(async () => (await loadSettings()).theme === 'system');
  });

  it('refuses a foreign JSON file with a message naming the problem, and keeps the saves', async () => {
    await putSave({ id: 'keep-me', tool: 'earth-water', format: 1, state: { x: 1 } });
    const el = await fixture<SettingsScreen>(html`<settings-screen></settings-screen>`);
    const input = el.shadowRoot!.querySelector<HTMLInputElement>('input[type=file]')!;
    const dt = new DataTransfer();
    dt.items.add(new File([JSON.stringify({ hello: 'world' })], 'other.json', { type: 'application/json' }));
    input.files = dt.files;
    input.dispatchEvent(new Event('change'));
    await waitUntil(() => el.shadowRoot!.querySelector('[role=alert]'), 'no error shown');
    expect(el.shadowRoot!.querySelector('[role=alert]')!.textContent).to.contain('not made by Strategos');
    const saves = await listSaves('earth-water');
    expect(saves.map((s) => s.id)).to.include('keep-me');
    await deleteSave('keep-me');
  });

  it('every control is labelled and at least 44 px tall', async () => {
    const el = await fixture<SettingsScreen>(html`<settings-screen></settings-screen>`);
    for (const b of el.shadowRoot!.querySelectorAll('button, label.choice, .button')) {
      expect((b as HTMLElement).getBoundingClientRect().height).to.be.at.least(44);
    }
    for (const i of el.shadowRoot!.querySelectorAll('input')) {
      const labelled = i.closest('label') || i.getAttribute('aria-label');
      expect(labelled, 'input without a label').to.be.ok;
    }
  });
});
