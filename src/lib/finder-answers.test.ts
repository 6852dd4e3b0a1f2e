import { describe, expect, it } from 'vitest';
import { DEFAULT_ANSWERS, FINDER_QUESTIONS } from './finder';
import { answerPhrases } from './finder-answers';

describe('answerPhrases', () => {
  it('says each answer in the order of the questions', () => {
    expect(
      answerPhrases({
        devices: '10',
        prepay: 'any',
        budget: '3',
        free: 'any',
        refund: '30',
        audit: 'yes',
        wireguard: 'yes',
        anonymous: 'any',
        opensource: 'yes',
        portforwarding: 'any',
        priority: 'privacy',
      }),
    ).toEqual([
      '10 or more devices',
      'any term',
      'at most $3 a month',
      'no free use needed',
      'a money-back window of 30 days or more',
      'an audited no-logs policy',
      'WireGuard',
      'any way to pay',
      'open-source apps',
      'port forwarding not needed',
      'ordered privacy first',
    ]);
    expect(answerPhrases(DEFAULT_ANSWERS)).toHaveLength(FINDER_QUESTIONS.length);
  });

  it('has a phrase of its own for every answer of every question', () => {
    for (const q of FINDER_QUESTIONS)
      for (const value of q.values) {
        const phrase = answerPhrases({ ...DEFAULT_ANSWERS, [q.param]: value })[FINDER_QUESTIONS.indexOf(q)];
        expect(phrase, `${q.param}=${value}`).not.toBe(value);
      }
  });
});
