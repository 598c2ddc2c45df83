/**
 * Reduce animations (issue 19, item 6) works through a custom property, not :host-context()
 * (which only Chromium supports): tokens.css sets --motion to 0 under <html data-reduce-motion>
 * (the app's setting) and under prefers-reduced-motion, every shadow root inherits it, and each
 * animation lasts `calc(<duration> * var(--motion))`. Checked on the elements that animate.
 */
import { fixture, html, expect, waitUntil } from '@open-wc/testing';
import '../../components/dice-face/dice-face.js';
import '../../components/settings-screen/settings-screen.js';
import type { DiceFace } from '../../components/dice-face/dice-face.js';
import type { SettingsScreen } from '../../components/settings-screen/settings-screen.js';
import { settings } from '../../components/controllers/settings.js';

const duration = (el: Element) => getComputedStyle(el).animationDuration;

describe('reduce animations (--motion)', () => {
  afterEach(() => delete document.documentElement.dataset.reduceMotion);

  it('a rolling die tumbles for 0.35 s, and not at all with <html data-reduce-motion>', async () => {
    const el = await fixture<DiceFace>(html`<dice-face value="3" rolling></dice-face>`);
    const svg = el.shadowRoot!.querySelector('svg')!;
    expect(getComputedStyle(svg).animationName).to.equal('tumble');
    expect(duration(svg)).to.equal('0.35s');
    document.documentElement.dataset.reduceMotion = '';
    expect(duration(svg)).to.equal('0s');
    expect(getComputedStyle(document.documentElement).getPropertyValue('--motion').trim()).to.equal('0');
  });

  it('the Settings checkbox sets <html data-reduce-motion>, and the die stops', async () => {
    const screen = await fixture<SettingsScreen>(html`<settings-screen></settings-screen>`);
    await settings.load();
    const die = await fixture<DiceFace>(html`<dice-face value="5" rolling></dice-face>`);
    const svg = die.shadowRoot!.querySelector('svg')!;
    const box = [...screen.shadowRoot!.querySelectorAll('label.choice')]
      .find((l) => l.textContent!.trim() === 'Reduce animations')!
      .querySelector('input')!;
    if (box.checked) box.click(); // start from motion on
    await waitUntil(() => !document.documentElement.hasAttribute('data-reduce-motion'));
    expect(duration(svg)).to.equal('0.35s');
    box.click();
    await waitUntil(() => document.documentElement.hasAttribute('data-reduce-motion'), 'the setting did not reach <html>');
    expect(duration(svg)).to.equal('0s');
    box.click();
    await waitUntil(() => !document.documentElement.hasAttribute('data-reduce-motion'));
    await settings.set('reduceMotion', false);
  });
});
