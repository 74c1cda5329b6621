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
  return (
    <nav className={classes.jumps} aria-label="Questions">
      {questions.map((item, index) => (
        <button
          key={item.uid}
          type="button"
          className={classes.jump}
          data-current={index === current || undefined}
          data-answered={answers[index].trim() !== '' || undefined}
          aria-current={index === current ? 'step' : undefined}
          aria-label={`Question ${index + 1}${answers[index].trim() ? ', answered' : ''}`}
          onClick={() => onJump(index)}
        >
          {index + 1}
        </button>
      ))}
    </nav>
  );
}
