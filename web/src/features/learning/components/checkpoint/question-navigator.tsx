import { msg } from '@/lib/i18n/message-id';
import { useT } from '@/lib/i18n/use-t';

import classes from './checkpoint.module.css';

/** One button per question, to jump to it: the current one marked, and those answered. */
export function QuestionNavigator({
  questions,
  answers,
  current,
  onJump,
}: {
  questions: readonly { uid: string }[];
  answers: readonly string[];
  current: number;
  onJump: (index: number) => void;
}) {
  const t = useT();
  return (
    <nav className={classes.jumps} aria-label={t('checkpoint.questions')}>
      {questions.map((item, index) => (
        <button
          key={item.uid}
          type="button"
          className={classes.jump}
          data-current={index === current || undefined}
          data-answered={answers[index].trim() !== '' || undefined}
          aria-current={index === current ? 'step' : undefined}
          aria-label={t(answers[index].trim() ? msg('checkpoint.navigator.answered') : msg('checkpoint.navigator.question'), {
            number: index + 1,
          })}
          onClick={() => onJump(index)}
        >
          {index + 1}
        </button>
      ))}
    </nav>
  );
}
