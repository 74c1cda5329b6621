import type { CheckpointView } from '@contract';
import { Radio, Stack, Textarea } from '@mantine/core';

import { msg } from '@/lib/i18n/message-id';
import { useT } from '@/lib/i18n/use-t';

export type Question = CheckpointView['checkpoint']['questions'][number];

/** The answer to one question: a choice of options (or True and False), or text (short, or an essay). */
export function AnswerInput({
  question,
  value,
  onChange,
}: {
  question: Question;
  value: string;
  onChange: (value: string) => void;
}) {
  const t = useT();
  if (question.type === 'multiple_choice' || question.type === 'true_false') {
    // True and False are the answers whatever the language; only their labels are the page's.
    const options =
      question.type === 'true_false'
        ? [
            { value: 'True', label: t('checkpoint.true') },
            { value: 'False', label: t('checkpoint.false') },
          ]
        : question.options.filter(Boolean).map((option) => ({ value: option, label: option }));
    return (
      <Radio.Group value={value} onChange={onChange} label={t('checkpoint.answer')} name={`answer-${question.uid}`}>
        <Stack gap="sm" mt="xs">
          {options.map((option) => (
            <Radio key={option.value} value={option.value} label={option.label} size="md" />
          ))}
        </Stack>
      </Radio.Group>
    );
  }
  const essay = question.type === 'essay';
  return (
    <Textarea
      label={t('checkpoint.answer')}
      rows={essay ? 6 : 3}
      placeholder={t(essay ? msg('checkpoint.answer.essayPlaceholder') : msg('checkpoint.answer.placeholder'))}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      size="md"
      maxLength={10_000}
    />
  );
}
