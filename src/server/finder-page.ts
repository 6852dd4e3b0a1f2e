/**
 * The finder's result region of /finder (netlify/functions/finder.mts): the answers with a link to change
 * them, the services that meet every answer (the first two linked to their compare page), those that miss
 * one, and those the data cannot tell.
 */
import { pairPath } from '../lib/compare';
import { escapeHtml } from '../lib/format';
import { answerPhrases } from '../lib/finder-answers';
import { DEFAULT_PRESET, PRESETS } from '../lib/score';
import {
  FINDER_QUESTIONS,
  type FinderAnswers,
  type FinderResult,
  type FinderService,
  type NotUnderstood,
  type RuleOutcome,
} from '../lib/finder';

const SECTION = 'mt-8 rounded-xl border border-line bg-card p-4 sm:p-5';
const LINK = 'font-medium text-brand underline';

const question = (param: string) => FINDER_QUESTIONS.find((q) => q.param === param)?.question ?? param;

const serviceLink = (s: FinderService) =>
  `<a class="${LINK}" href="/vpn/${escapeHtml(s.slug)}">${escapeHtml(s.name)}</a>`;

const outcomeList = (outcomes: readonly RuleOutcome[]) =>
  `<ul class="mt-1 list-disc space-y-1 pl-5 text-sm">${outcomes
    .map((o) => `<li data-rule="${o.param}">${escapeHtml(o.text)}</li>`)
    .join('')}</ul>`;

function section(id: string, title: string, intro: string, items: string[]): string {
  return `<section class="${SECTION}" aria-labelledby="${id}-title" id="${id}">
<h2 id="${id}-title" class="text-xl font-bold">${title}</h2>
<p class="mt-1 text-sm text-muted">${intro}</p>
${items.length === 0 ? '<p class="mt-3">None.</p>' : `<ul class="mt-3 space-y-4">${items.join('')}</ul>`}
</section>`;
}

/** The answers in one line, and the way to change them: the form below, holding them. */
const answersLine = (answers: FinderAnswers) =>
  `<p class="mt-6 text-sm" id="finder-answers"><span class="font-semibold">Your answers:</span> ${answerPhrases(
    answers,
  )
    .map((phrase) => escapeHtml(phrase))
    .join(
      ' · ',
    )}. <a class="${LINK} inline-block py-1" href="#finder-form-title">Change your answers</a></p>`;

/** The result region: the answers (when given), then the three groups, in the caller's order. */
export function finderResultHtml<S extends FinderService>(
  result: FinderResult<S>,
  answers?: FinderAnswers,
): string {
  const [first, second] = result.matches;
  const compare =
    first && second
      ? `<p class="mt-3" id="finder-compare"><a class="${LINK}" href="${pairPath(first.service.slug, second.service.slug)}">Compare ${escapeHtml(first.service.name)} and ${escapeHtml(second.service.name)} side by side</a></p>`
      : '';
  const n = result.matches.length;
  return `${answers ? answersLine(answers) : ''}<p role="status" class="mt-4 text-lg font-semibold">${n === 0 ? 'No service in our data meets every answer.' : `${String(n)} ${n === 1 ? 'service meets' : 'services meet'} every answer.`}</p>
${section(
  'finder-matches',
  'Meet every answer',
  `Our score with ${PRESETS[answers?.priority ?? DEFAULT_PRESET].label.toLowerCase()} weights, highest first (<a class="${LINK}" href="/about#how-we-score">how we score</a>); each with the figure that meets each answer.`,
  result.matches.map(
    ({ service, outcomes }) =>
      `<li data-slug="${escapeHtml(service.slug)}"><h3 class="font-semibold">${serviceLink(service)}</h3>${outcomeList(outcomes.filter((o) => o.text !== 'Any'))}</li>`,
  ),
)}${compare}
${section(
  'finder-misses',
  'Miss an answer',
  'Each with the first answer it misses, and by how much.',
  result.misses.map(
    ({ service, miss }) =>
      `<li data-slug="${escapeHtml(service.slug)}" data-rule="${miss.param}">${serviceLink(service)}: <span class="text-muted">${escapeHtml(question(miss.param))}:</span> ${escapeHtml(miss.text)}</li>`,
  ),
)}
${section(
  'finder-unknown',
  'Our data cannot tell',
  'They miss no answer, but our data has no figure for at least one.',
  result.unknown.map(
    ({ service, unknown }) =>
      `<li data-slug="${escapeHtml(service.slug)}">${serviceLink(service)}${outcomeList(unknown)}</li>`,
  ),
)}`;
}

/** The result region when a value was not understood: which parameter, what it said, what it accepts. */
export function notUnderstoodHtml(errors: readonly NotUnderstood[]): string {
  return `<div role="alert" class="${SECTION}" id="finder-not-understood">
<h2 class="text-xl font-bold">We did not understand ${errors.length === 1 ? 'one answer' : `${String(errors.length)} answers`}</h2>
<ul class="mt-3 list-disc space-y-1 pl-5">${errors
    .map(
      (e) =>
        `<li data-param="${e.param}">${escapeHtml(`${e.param}=${e.value}`)} is not an answer we know. ${escapeHtml(e.param)} takes ${e.accepted.map((v) => escapeHtml(v)).join(', ')}.</li>`,
    )
    .join('')}</ul>
<p class="mt-3">Choose again in the form below and press Find VPNs.</p>
</div>`;
}
