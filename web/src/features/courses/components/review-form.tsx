import { SOURCE_LOCALE } from '@contract/locales';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Radio, Textarea, TextInput } from '@mantine/core';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';

import {
  CourseReviewBodySchema,
  REVIEW_MIN_PROGRESS,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
  REVIEW_TITLE_MAX,
  type MyReview,
} from '@contract';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useNotifyFailure } from '@/lib/i18n/use-failure-message';
import { useLocale, useT } from '@/lib/i18n/use-t';
import { notifySuccess } from '@/lib/notify';
import { useApiData } from '@/lib/use-api-data';

import { getMyReview, saveMyReview } from '../api/course-reviews';

import classes from './course-reviews.module.css';

type FormInput = z.input<typeof CourseReviewBodySchema>;
type FormOutput = z.output<typeof CourseReviewBodySchema>;
const FIELDS = ['rating', 'title', 'text'] as const;

type Translate = ReturnType<typeof useT>;

/**
 * The form's checks are the contract's, the server's own, in English: each in the page's language
 * (the English of each key is the same words); one the catalogue does not know stays as it is.
 */
function checkMessage(message: string | undefined, t: Translate): string | undefined {
  switch (message) {
    case 'Rating is required':
      return t('review.ratingRequired');
    case 'Rating must be a whole number from 1 to 5':
      return t('review.ratingRange');
    case 'Review text is required':
      return t('review.textRequired');
    case `Review text must be at least ${REVIEW_TEXT_MIN} characters`:
      return t('review.textShort', { min: REVIEW_TEXT_MIN });
    case `Review text must be at most ${REVIEW_TEXT_MAX} characters`:
      return t('review.textLong', { max: REVIEW_TEXT_MAX });
    default:
      return message;
  }
}

function ReviewFields({ courseId, mine, onSaved }: { courseId: string; mine: MyReview['review']; onSaved: () => void }) {
  const t = useT();
  const locale = useLocale();
  const notifyFailure = useNotifyFailure();
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
      // The server's confirmation is in English: another language says its own.
      notifySuccess(locale === SOURCE_LOCALE && message ? message : t('review.saved'));
      onSaved();
    } catch (error) {
      applyServerFieldErrors(error, form.setError, FIELDS);
      notifyFailure(error, t('review.saveFailed'));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className={classes.form} aria-labelledby="review-form-title">
      <h3 id="review-form-title">{editing ? t('review.edit') : t('review.rate')}</h3>
      {mine?.status === 'visible' && (
        <p className={classes.note}>{t('review.thanks')}</p>
      )}
      {mine?.status === 'hidden' && (
        <Alert color="ball" mb="md" title={t('review.hidden')}>
          {t('review.hiddenText', { reason: mine.hiddenReason })}
        </Alert>
      )}
      <Controller
        control={form.control}
        name="rating"
        render={({ field }) => (
          <Radio.Group
            label={t('review.rating')}
            required
            error={checkMessage(errors.rating?.message, t)}
            mb="md"
            value={field.value ? String(field.value) : ''}
            onChange={(value) => field.onChange(Number(value))}
          >
            <Group gap="md" mt={6}>
              {[1, 2, 3, 4, 5].map((value) => (
                <Radio key={value} value={String(value)} label={t('review.stars', { count: value, n: String(value) })} />
              ))}
            </Group>
          </Radio.Group>
        )}
      />
      <TextInput
        label={t('review.titleField')}
        maxLength={REVIEW_TITLE_MAX}
        {...form.register('title')}
        error={checkMessage(errors.title?.message, t)}
        mb="md"
      />
      <Textarea
        label={t('review.text')}
        description={t('review.textHint', { min: REVIEW_TEXT_MIN, length: textLength, max: REVIEW_TEXT_MAX })}
        required
        autosize
        minRows={4}
        maxLength={REVIEW_TEXT_MAX}
        {...form.register('text')}
        error={checkMessage(errors.text?.message, t)}
        mb="md"
      />
      <Group>
        <Button type="submit" loading={isSubmitting}>
          {editing ? t('review.update') : t('review.submit')}
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
  const t = useT();
  const mine = useApiData((signal) => getMyReview(courseId, signal), [courseId]);
  if (mine.status !== 'ready') return null;
  const { review, notAllowed } = mine.data;
  if (notAllowed?.code === 'not_enrolled') return null;
  if (notAllowed) return <p className={classes.note}>{t('review.tooEarly', { percent: REVIEW_MIN_PROGRESS })}</p>;
  return (
    <ReviewFields
      key={review?.updatedAt ?? 'new'}
      courseId={courseId}
      mine={review}
      onSaved={mine.reload}
    />
  );
}
