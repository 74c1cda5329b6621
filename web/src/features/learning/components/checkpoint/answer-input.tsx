import type { CheckpointView } from '@contract';
import { Radio, Stack, Textarea } from '@mantine/core';

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
  if (question.type === 'multiple_choice' || question.type === 'true_false') {
    const options = question.type === 'true_false' ? ['True', 'False'] : question.options.filter(Boolean);
    return (
      <Radio.Group value={value} onChange={onChange} label="Your answer" name={`answer-${question.uid}`}>
        <Stack gap="sm" mt="xs">
          {options.map((option) => (
            <Radio key={option} value={option} label={option} size="md" />
          ))}
        </Stack>
      </Radio.Group>
    );
  }
  const essay = question.type === 'essay';
  return (
    <Textarea
      label="Your answer"
      rows={essay ? 6 : 3}
      placeholder={essay ? 'Write your detailed answer...' : 'Enter your answer...'}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      size="md"
      maxLength={10_000}
    />
  );
}
