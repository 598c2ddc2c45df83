/** <persia-screen>: the PERS.IA solo opponent. */
import { LitElement, html } from 'lit';
import { customElement } from 'lit/decorators.js';
import { msg, localized } from '@lit/localize';
import { sharedStyles } from '../styles/shared.js';

@localized()
@customElement('persia-screen')
export class PersiaScreen extends LitElement {
  static override styles = [sharedStyles];
  override render() {
    return html`<h1>${msg('PERS.IA solo opponent')}</h1>`;
  }
}
