/**
 * The finder's answers in one line, as the results page restates them ("10 or more devices · any term · …").
 */
import { FINDER_QUESTIONS, type FinderAnswers } from './finder';

type Phrases = {
  [Q in (typeof FINDER_QUESTIONS)[number] as Q['param']]: Record<Q['values'][number], string>;
};

/** Each answer as a phrase that stands alone in the line. */
const PHRASES: Phrases = {
  devices: {
    '1': '1 or more devices',
    '3': '3 or more devices',
    '5': '5 or more devices',
    '10': '10 or more devices',
    unlimited: 'unlimited devices',
  },
  prepay: {
    '1': 'paying month to month',
    '12': 'paying up to 12 months up front',
    '24': 'paying up to 24 months up front',
    any: 'any term',
  },
  budget: {
    '3': 'at most $3 a month',
    '5': 'at most $5 a month',
    '10': 'at most $10 a month',
    any: 'any price',
  },
  free: { plan: 'a free plan', trial: 'a free plan or a free trial', any: 'no free use needed' },
  refund: { '30': 'a money-back window of 30 days or more', any: 'no money-back window needed' },
  audit: { yes: 'an audited no-logs policy', any: 'no audit needed' },
  wireguard: { yes: 'WireGuard', any: 'any protocol' },
  anonymous: { yes: 'paying anonymously (cash or Monero)', any: 'any way to pay' },
  opensource: { yes: 'open-source apps', any: 'open source not needed' },
  portforwarding: { yes: 'port forwarding', any: 'port forwarding not needed' },
  priority: {
    balanced: 'ordered by balanced priorities',
    cost: 'ordered by lowest cost',
    privacy: 'ordered privacy first',
    devices: 'ordered for many devices',
  },
};

/** The answers as phrases, in the order of the questions. */
export function answerPhrases(answers: FinderAnswers): string[] {
  return FINDER_QUESTIONS.map(({ param }) => {
    const byValue: Record<string, string> = PHRASES[param];
    return byValue[answers[param]] ?? answers[param];
  });
}
