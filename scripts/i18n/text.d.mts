// Types of text.mjs (plain JavaScript, so that the node:test browser walk can use it too).
export interface Unit {
  readonly id: string;
  readonly source: string;
  /** null when there is no <target> (or an empty one). */
  readonly target: string | null;
}
export interface Words {
  readonly names: readonly string[];
  readonly english: readonly string[];
  readonly same: readonly string[];
  readonly dutch: readonly string[];
}
export function decodeEntities(s: string): string;
export function readUnits(xml: string): Unit[];
export function placeholders(text: string): string[];
export function loadWords(): Words;
export function stripNames(text: string, words: Words): string;
export function englishWords(text: string, words: Words): string[];
export function dutchWords(text: string, words: Words): string[];
export function hasWords(text: string, words: Words): boolean;
