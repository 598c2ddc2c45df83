/** <thermopylae-screen>: 9 Card Thermopylae. */
import { LitElement, html } from 'lit';
import { customElement } from 'lit/decorators.js';
import { msg, localized } from '@lit/localize';
import { sharedStyles } from '../styles/shared.js';

@localized()
@customElement('thermopylae-screen')
export class ThermopylaeScreen extends LitElement {
  static override styles = [sharedStyles];
  override render() {
    return html`<h1>${msg('9 Card Thermopylae')}</h1>`;
  }
}
