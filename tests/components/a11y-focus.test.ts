/**
 * controllers/focus.ts (issue 19): after a change, focus goes to the new step's heading or
 * first choice, else to the screen's h1 (made focusable by script) — never to <body>, even
 * when what was tapped disappears and the target is rendered by a nested element.
 */
import { fixture, html, expect } from '@open-wc/testing';
import { LitElement, html as litHtml } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { focusAfterRender, focusElement, deepActiveElement, screenHeading } from '../../components/controllers/focus.js';

/** A step of a game: its heading and choices, replaced wholesale when the step moves on. */
@customElement('a11y-test-step')
class TestStep extends LitElement {
  @property({ type: Number }) step = 1;
  @property({ type: Number }) choices = 2;
  override render() {
    return litHtml`<h2>Step ${this.step}</h2>
      ${Array.from({ length: this.choices }, (_, i) => litHtml`<button data-choice=${i}>Choice ${i + 1} of step ${this.step}</button>`)}`;
  }
}

/** A screen: its h1 and a step element inside it. */
@customElement('a11y-test-screen')
class TestScreen extends LitElement {
  @property({ type: Number }) step = 1;
  @property({ type: Number }) choices = 2;
  override render() {
    return litHtml`<h1>The screen</h1><a11y-test-step .step=${this.step} .choices=${this.choices}></a11y-test-step>`;
  }
}

describe('focus after a change (controllers/focus.ts)', () => {
  it('focuses the first choice of the new step, rendered by a nested element, once it is rendered', async () => {
    const screen = await fixture<TestScreen>(html`<a11y-test-screen></a11y-test-screen>`);
    const step = screen.shadowRoot!.querySelector<TestStep>('a11y-test-step')!;
    await step.updateComplete;
    step.shadowRoot!.querySelector<HTMLButtonElement>('button')!.focus();
    // the tap moves the game on: the button pressed is replaced
    screen.step = 2;
    const focused = await focusAfterRender(screen, '[data-choice]');
    expect(focused?.textContent).to.equal('Choice 1 of step 2');
    expect(deepActiveElement() === focused).to.equal(true);
  });

  it('falls back to the screen h1 (tabindex=-1, out of the Tab order) when the step offers no choice', async () => {
    const screen = await fixture<TestScreen>(html`<a11y-test-screen></a11y-test-screen>`);
    screen.choices = 0;
    const focused = await focusAfterRender(screen, '[data-choice]');
    const h1 = screen.shadowRoot!.querySelector('h1')!;
    const step = screen.shadowRoot!.querySelector<TestStep>('a11y-test-step')!;
    expect(step.shadowRoot!.querySelectorAll('[data-choice]').length).to.equal(0);
    // (identity compared as booleans: chai would print a whole Lit element on a failure)
    expect(focused === h1, 'the h1 is focused').to.equal(true);
    expect(h1.getAttribute('tabindex')).to.equal('-1');
    expect(deepActiveElement() === h1).to.equal(true);
    expect(screenHeading(step) === h1, 'found from inside the nested step').to.equal(true);
  });

  it('skips a match that is not shown, and focuses a heading given by the selector', async () => {
    const screen = await fixture<TestScreen>(html`<a11y-test-screen></a11y-test-screen>`);
    const step = screen.shadowRoot!.querySelector<TestStep>('a11y-test-step')!;
    await step.updateComplete;
    step.shadowRoot!.querySelectorAll<HTMLElement>('button').forEach((b) => (b.hidden = true));
    const focused = await focusAfterRender(step, '[data-choice], h2');
    expect(focused?.localName).to.equal('h2');
    expect(deepActiveElement() === focused).to.equal(true);
  });

  it('a component (shadow host) asked for is not made tabindex=-1, which would drop its controls from the Tab order: focus goes to its heading', async () => {
    const screen = await fixture<TestScreen>(html`<a11y-test-screen></a11y-test-screen>`);
    const step = screen.shadowRoot!.querySelector<TestStep>('a11y-test-step')!;
    await step.updateComplete;
    const focused = await focusAfterRender(screen, 'a11y-test-step');
    expect(step.hasAttribute('tabindex'), 'the host keeps no tabindex').to.equal(false);
    expect(focused?.localName).to.equal('h2');
    expect(deepActiveElement() === focused).to.equal(true);
    const button = step.shadowRoot!.querySelector<HTMLButtonElement>('button')!;
    expect(button.tabIndex, 'its choices stay in the Tab order').to.equal(0);
    // a host with nothing to focus inside: nothing is focused, and it still gets no tabindex
    step.choices = 0;
    step.step = 3;
    await step.updateComplete;
    step.shadowRoot!.querySelector('h2')!.remove();
    expect(focusElement(step)).to.equal(null);
    expect(step.hasAttribute('tabindex')).to.equal(false);
  });
});
