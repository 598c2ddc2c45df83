/** <earth-water-screen>: the Earth & Water table companion. */
import { LitElement, html } from 'lit';
import { customElement } from 'lit/decorators.js';
import { msg, localized } from '@lit/localize';
import { sharedStyles } from '../styles/shared.js';

@localized()
@customElement('earth-water-screen')
export class EarthWaterScreen extends LitElement {
  static override styles = [sharedStyles];
  override render() {
    return html`<h1>${msg('Earth & Water companion')}</h1>`;
  }
}
