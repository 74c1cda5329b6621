import { Badge } from '@mantine/core';

import { AnswerInput, type Question } from './answer-input';
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
  return (
    <div className={classes.question}>
      <div className={classes.questionHead}>
        <h2>{question.question}</h2>
        <Badge variant="light" color="navy">
          {question.points} {question.points === 1 ? 'point' : 'points'}
        </Badge>
      </div>
      <AnswerInput key={question.uid} question={question} value={answer} onChange={onAnswer} />
    </div>
  );
}
