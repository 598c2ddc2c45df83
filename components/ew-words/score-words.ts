/**
 * The score calculator's reasons in words: why each city scores what it does, and why there is
 * or is not an automatic victory — the messages `scoreExplain` (src/earth-water/scoring.ts)
 * returns (000 §4.5, §9, §10; 003 §9 in the Dutch reading; card #15; ruling R-EW-4).
 */
import { msg, str } from '@lit/localize';
import type { Message } from '../../src/core/message.js';
import { sideName } from './words.js';
import { guideRule } from './guide-words.js';

/** A scoring reason in words (its id for one not known here). */
export function scoreReason(m: Message): string {
  const p = m.params ?? {};
  const city = String(p.city ?? '');
  const side = sideName(p.side);
  switch (m.id) {
    case 'ew.score.city.nobody':
      return msg(str`${city} is controlled by nobody`);
    case 'ew.score.city.acropolis':
      return msg('Acropolis on Fire: Athenai scores for nobody this campaign');
    case 'ew.score.city.minor':
      return msg(str`${side} controls ${city}`);
    case 'ew.score.city.ownMajorDutch':
      return msg(str`${side} controls its own major city ${city}: it scores as one city in the Dutch edition`);
    case 'ew.score.city.ownMajor':
      return msg(str`${side} controls its major city ${city}: it scores as two cities`);
    case 'ew.score.city.enemyMajor':
      return msg(str`${side} controls the enemy major city ${city}: it scores as two cities`);
    case 'ew.score.victory.both':
      return msg('Each side controls both enemy major cities: neither wins automatically, the score decides.');
    case 'ew.score.victory.automatic':
      return msg(str`${side} controls both enemy major cities: automatic victory.`);
    case 'ew.score.victory.none':
      return msg('No side controls both enemy major cities.');
  }
  return m.id;
}

/** The rule a scoring reason follows, as the player's rulebook numbers it. */
export function scoreRule(rule: string): string {
  return rule.startsWith('R-') ? msg(str`ruling ${rule}`) : guideRule(rule);
}
