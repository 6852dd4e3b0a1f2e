/**
 * 'Write a Review for {service}': the review form, validated in the browser with the same schema the function
 * uses; each message clears as soon as its field is valid. A failure is an alert above the submit button, focused
 * as it appears (one at a time: a new failure replaces it), and keeps what was typed (a 400's issues are shown at
 * their fields); on success the form resets and the section takes over.
 */
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useForm, Controller } from 'react-hook-form';
import { useEffect, useState } from 'react';
import { ApiError, apiRequest, submissionFailure } from './api-client';
import {
  PRIMARY_USES,
  REVIEW_LIMITS,
  USAGE_DURATIONS,
  maxBytes,
  reviewSubmissionSchema,
  type ReviewSubmission,
  type ReviewSubmissionInput,
} from '../../lib/review-schema';
import ItemListField from './ItemListField';
import Notice from './Notice';
import StarInput from './StarInput';

const EMPTY: ReviewSubmissionInput = {
  authorName: '',
  rating: 0,
  title: '',
  content: '',
  usageDuration: '',
  primaryUse: '',
  pros: [''],
  cons: [''],
  website: '',
};

/** The fields a server issue can be shown at (the honeypot is not one of them). */
const SHOWN_FIELDS = [
  'authorName',
  'rating',
  'title',
  'content',
  'usageDuration',
  'primaryUse',
  'pros',
  'cons',
];
const shownField = (path: string) => {
  const field = path.split('.')[0] ?? '';
  return SHOWN_FIELDS.includes(field) ? (field as keyof ReviewSubmissionInput) : null;
};

interface Props {
  serviceId: number;
  serviceName: string;
  onSubmitted: () => void;
  /** Told whether the form holds anything typed, so closing it can ask first. */
  onDirtyChange: (dirty: boolean) => void;
}

// The browser's maxLength counts UTF-16 units, never more than the UTF-8 bytes the schema allows: it stops runaway
// pastes without cutting any text the schema accepts (5,000 emoji are 10,000 units); the schema says the limits.
const inputClass = 'mt-1 min-h-11 w-full rounded-md border border-line bg-card px-3 py-2';
const ErrorText = ({ id, message }: { id: string; message?: string | undefined }) =>
  message ? (
    <p id={id} className="mt-1 text-sm text-red-700 dark:text-red-300">
      {message}
    </p>
  ) : null;

export default function ReviewForm({ serviceId, serviceName, onSubmitted, onDirtyChange }: Props) {
  const { register, control, handleSubmit, setValue, reset, setError, formState } = useForm<
    ReviewSubmissionInput,
    unknown,
    ReviewSubmission
  >({
    resolver: standardSchemaResolver(reviewSubmissionSchema),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting, isSubmitted, isDirty } = formState;
  /** The last failure's words, and how many there were (each new one is a new notice, announced again). */
  const [failure, setFailure] = useState<{ count: number; text: string } | null>(null);
  useEffect(() => {
    onDirtyChange(isDirty);
  }, [isDirty, onDirtyChange]);
  const describe = (name: keyof ReviewSubmissionInput) =>
    errors[name] ? { 'aria-invalid': true, 'aria-describedby': `${name}-error` } : {};

  const submit = async (review: ReviewSubmission) => {
    try {
      await apiRequest('POST', `/api/vpn-services/${serviceId}/reviews`, review);
      reset(EMPTY);
      onSubmitted();
    } catch (error) {
      // A 400 names the fields the server refused; show them where they belong.
      if (error instanceof ApiError)
        for (const issue of error.issues) {
          const field = shownField(issue.path);
          if (field) setError(field, { message: issue.message });
        }
      setFailure((last) => ({ count: (last?.count ?? 0) + 1, text: submissionFailure(error) }));
    }
  };

  return (
    <form
      id="review-form"
      onSubmit={(event) => void handleSubmit(submit)(event)}
      noValidate
      className="mt-6 space-y-5 rounded-xl border border-line p-4 sm:p-5"
      aria-labelledby="review-form-title"
    >
      <div>
        <h3 id="review-form-title" className="text-lg font-semibold">
          Write a Review for {serviceName}
        </h3>
        <p className="mt-1 text-sm text-muted">
          Share your experience to help others make informed decisions. Your review will be moderated before
          publication.
        </p>
      </div>
      <div>
        <label htmlFor="authorName" className="text-sm font-medium">
          Your Name
        </label>
        <input
          id="authorName"
          {...register('authorName')}
          {...describe('authorName')}
          placeholder="Enter your name"
          autoComplete="nickname"
          maxLength={maxBytes(REVIEW_LIMITS.authorName.max)}
          className={inputClass}
        />
        <ErrorText id="authorName-error" message={errors.authorName?.message} />
      </div>
      <div>
        <span id="rating-label" className="text-sm font-medium">
          Overall Rating
        </span>
        <Controller
          control={control}
          name="rating"
          render={({ field }) => (
            <StarInput
              ref={field.ref}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              labelId="rating-label"
              errorId={errors.rating ? 'rating-error' : undefined}
              invalid={Boolean(errors.rating)}
            />
          )}
        />
        <ErrorText id="rating-error" message={errors.rating?.message} />
      </div>
      <div>
        <label htmlFor="title" className="text-sm font-medium">
          Review Title
        </label>
        <input
          id="title"
          {...register('title')}
          {...describe('title')}
          placeholder="Summarize your experience"
          maxLength={maxBytes(REVIEW_LIMITS.title.max)}
          className={inputClass}
        />
        <ErrorText id="title-error" message={errors.title?.message} />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor="usageDuration" className="text-sm font-medium">
            How long have you used this VPN?
          </label>
          <select id="usageDuration" {...register('usageDuration')} className={inputClass}>
            <option value="">Select duration</option>
            {USAGE_DURATIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="primaryUse" className="text-sm font-medium">
            Primary use case
          </label>
          <select id="primaryUse" {...register('primaryUse')} className={inputClass}>
            <option value="">Select primary use</option>
            {PRIMARY_USES.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <ItemListField
          name="pros"
          label="Pros"
          placeholder="What did you like?"
          addLabel="Add Pro"
          control={control}
          setValue={setValue}
          revalidate={isSubmitted}
          error={errors.pros?.message ?? errors.pros?.root?.message}
        />
        <ItemListField
          name="cons"
          label="Cons"
          placeholder="What could be improved?"
          addLabel="Add Con"
          control={control}
          setValue={setValue}
          revalidate={isSubmitted}
          error={errors.cons?.message ?? errors.cons?.root?.message}
        />
      </div>
      <div>
        <label htmlFor="content" className="text-sm font-medium">
          Detailed Review
        </label>
        <textarea
          id="content"
          {...register('content')}
          {...describe('content')}
          placeholder="Share your detailed experience with this VPN service..."
          maxLength={maxBytes(REVIEW_LIMITS.content.max)}
          className={`${inputClass} min-h-[120px]`}
        />
        <ErrorText id="content-error" message={errors.content?.message} />
      </div>
      {/* Honeypot: hidden from people and assistive technology; bots that fill it are refused. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="website">Website</label>
        <input id="website" tabIndex={-1} autoComplete="off" {...register('website')} />
      </div>
      {failure && (
        <Notice key={failure.count} role="alert" title="Failed to submit review" text={failure.text} />
      )}
      <button
        type="submit"
        disabled={isSubmitting}
        className="w-full rounded-md bg-brand px-5 py-3 font-semibold text-on-brand hover:bg-brand-strong disabled:cursor-wait disabled:opacity-70"
      >
        {isSubmitting ? 'Submitting...' : 'Submit Review'}
      </button>
    </form>
  );
}
