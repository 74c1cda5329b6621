import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Radio, Textarea, TextInput } from '@mantine/core';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';

import { CourseReviewBodySchema, REVIEW_TEXT_MAX, REVIEW_TITLE_MAX, type MyReview } from '@contract';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { notifyApiError, notifySuccess } from '@/lib/notify';
import { useApiData } from '@/lib/use-api-data';

import { getMyReview, saveMyReview } from '../api/course-reviews';

import classes from './course-reviews.module.css';

type FormInput = z.input<typeof CourseReviewBodySchema>;
type FormOutput = z.output<typeof CourseReviewBodySchema>;
const FIELDS = ['rating', 'title', 'text'] as const;

const starLabel = (value: number) => `${value} star${value === 1 ? '' : 's'}`;

function ReviewFields({ courseId, mine, onSaved }: { courseId: string; mine: MyReview['review']; onSaved: () => void }) {
  const editing = mine !== null;
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(CourseReviewBodySchema),
    defaultValues: { rating: mine?.rating ?? 0, title: mine?.title ?? '', text: mine?.text ?? '' },
  });
  const { errors, isSubmitting } = form.formState;
  const textLength = (useWatch({ control: form.control, name: 'text' }) ?? '').length;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { message } = await saveMyReview(courseId, values, editing);
      notifySuccess(message || 'Review saved');
      onSaved();
    } catch (error) {
      applyServerFieldErrors(error, form.setError, FIELDS);
      notifyApiError(error, 'Could not save your review');
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className={classes.form} aria-labelledby="review-form-title">
      <h3 id="review-form-title">{editing ? 'Edit your review' : 'Rate and review this course'}</h3>
      {mine?.status === 'visible' && (
        <p className={classes.note}>Thank you for your review. The course page shows it (and any edit) within a few minutes.</p>
      )}
      {mine?.status === 'hidden' && (
        <Alert color="ball" mb="md" title="Hidden by a moderator">
          Your review is not shown on the course page and does not count towards its rating. The reason given:{' '}
          {mine.hiddenReason}
        </Alert>
      )}
      <Controller
        control={form.control}
        name="rating"
        render={({ field }) => (
          <Radio.Group
            label="Your rating"
            required
            error={errors.rating?.message}
            mb="md"
            value={field.value ? String(field.value) : ''}
            onChange={(value) => field.onChange(Number(value))}
          >
            <Group gap="md" mt={6}>
              {[1, 2, 3, 4, 5].map((value) => (
                <Radio key={value} value={String(value)} label={starLabel(value)} />
              ))}
            </Group>
          </Radio.Group>
        )}
      />
      <TextInput
        label="Title (optional)"
        maxLength={REVIEW_TITLE_MAX}
        {...form.register('title')}
        error={errors.title?.message}
        mb="md"
      />
      <Textarea
        label="Your review"
        description={`At least 20 characters · ${textLength}/${REVIEW_TEXT_MAX}`}
        required
        autosize
        minRows={4}
        maxLength={REVIEW_TEXT_MAX}
        {...form.register('text')}
        error={errors.text?.message}
        mb="md"
      />
      <Group>
        <Button type="submit" loading={isSubmitting}>
          {editing ? 'Update review' : 'Submit review'}
        </Button>
      </Group>
    </form>
  );
}

/**
 * The signed-in learner's review of the course: the form once they may write it (enrolled, 30 %
 * through or certified), why not yet when they are enrolled but early, nothing for anyone else.
 */
export function ReviewForm({ courseId }: { courseId: string }) {
  const mine = useApiData((signal) => getMyReview(courseId, signal), [courseId]);
  if (mine.status !== 'ready') return null;
  const { review, notAllowed } = mine.data;
  if (notAllowed?.code === 'not_enrolled') return null;
  if (notAllowed) return <p className={classes.note}>{notAllowed.message}</p>;
  return (
    <ReviewFields
      key={review?.updatedAt ?? 'new'}
      courseId={courseId}
      mine={review}
      onSaved={mine.reload}
    />
  );
}
