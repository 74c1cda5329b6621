import { Badge } from '@mantine/core';

import { useT } from '@/lib/i18n/use-t';

import { AnswerInput, type Question } from './answer-input';
import { pointsText } from './attempt-words';
import classes from './checkpoint.module.css';

/** The question on screen: its text and points, and the learner's answer to it. */
export function QuestionCard({
  question,
  answer,
  onAnswer,
}: {
  question: Question;
  answer: string;
  onAnswer: (value: string) => void;
}) {
  const t = useT();
  return (
    <div className={classes.question}>
      <div className={classes.questionHead}>
        <h2>{question.question}</h2>
        <Badge variant="light" color="navy">
          {pointsText(t, question.points)}
        </Badge>
      </div>
      <AnswerInput key={question.uid} question={question} value={answer} onChange={onAnswer} />
    </div>
  );
}
