/**
 * 'Write a Review for {service}', validated with the function's schema. A failure is one focused alert above
 * the submit button and keeps what was typed (a 400's issues at their fields); a success resets the form.
 */
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useEffect, useState } from 'react';
import { ApiError, apiRequest, submissionFailure } from './api-client';
import {
  PRIMARY_USES,
  USAGE_DURATIONS,
  reviewSubmissionSchema,
  type ReviewSubmission,
  type ReviewSubmissionInput,
} from '../../lib/review-schema';
import { ItemListField, SelectField, TextField, ErrorText } from './fields';
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

/** The field a server issue's path names, if the form shows it (every field but the honeypot). */
const shownField = (path: string) => {
  const field = path.split('.')[0] ?? '';
  return field !== 'website' && Object.hasOwn(EMPTY, field) ? (field as keyof ReviewSubmissionInput) : null;
};

interface Props {
  serviceId: number;
  serviceName: string;
  onSubmitted: () => void;
  /** Told whether the form holds anything typed, so closing it can ask first. */
  onDirtyChange: (dirty: boolean) => void;
}

export default function ReviewForm({ serviceId, serviceName, onSubmitted, onDirtyChange }: Props) {
  const form = useForm<ReviewSubmissionInput, unknown, ReviewSubmission>({
    resolver: standardSchemaResolver(reviewSubmissionSchema),
    defaultValues: EMPTY,
  });
  const { control, handleSubmit, reset, setError, formState } = form;
  const { errors, isSubmitting, isDirty } = formState;
  /** The last failure's words, and how many there were (each new one is a new notice, announced again). */
  const [failure, setFailure] = useState<{ count: number; text: string } | null>(null);
  useEffect(() => {
    onDirtyChange(isDirty);
  }, [isDirty, onDirtyChange]);

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
    <FormProvider {...form}>
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
        <TextField
          name="authorName"
          label="Your Name"
          placeholder="Enter your name"
          autoComplete="nickname"
        />
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
        <TextField name="title" label="Review Title" placeholder="Summarize your experience" />
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            name="usageDuration"
            label="How long have you used this VPN?"
            empty="Select duration"
            options={USAGE_DURATIONS}
          />
          <SelectField
            name="primaryUse"
            label="Primary use case"
            empty="Select primary use"
            options={PRIMARY_USES}
          />
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <ItemListField name="pros" label="Pros" placeholder="What did you like?" addLabel="Add Pro" />
          <ItemListField name="cons" label="Cons" placeholder="What could be improved?" addLabel="Add Con" />
        </div>
        <TextField
          name="content"
          label="Detailed Review"
          placeholder="Share your detailed experience with this VPN service..."
        />
        {/* Honeypot: hidden from people and assistive technology; bots that fill it are refused. */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label htmlFor="website">Website</label>
          <input id="website" tabIndex={-1} autoComplete="off" {...form.register('website')} />
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
    </FormProvider>
  );
}
