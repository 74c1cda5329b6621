import type { SelfCheckQuestion } from '@contract';
import { Button, Radio } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useState } from 'react';

import { useT } from '@/lib/i18n/use-t';

import classes from './self-check.module.css';

/** One practice question: the learner picks an option, then asks for the answer; the key stays hidden until then. */
function SelfCheckItem({ item, number }: { item: SelfCheckQuestion; number: number }) {
  const t = useT();
  const [picked, setPicked] = useState('');
  const [revealed, setRevealed] = useState(false);
  const right = picked === item.answer;
  return (
    <li className={classes.item}>
      <Radio.Group
        value={picked}
        onChange={(value) => {
          setPicked(value);
          setRevealed(false);
        }}
        label={
          <>
            <span className={classes.number}>{t('selfCheck.number', { number })}</span> {item.question}
          </>
        }
        classNames={{ label: classes.question }}
      >
        <div className={classes.options}>
          {item.options.map((option) => (
            <Radio key={option} value={option} label={option} disabled={revealed} />
          ))}
        </div>
      </Radio.Group>
      {revealed ? (
        <div className={right ? classes.right : classes.wrong} role="status">
          <p className={classes.verdict}>
            {right ? <IconCircleCheck size={18} aria-hidden /> : <IconCircleX size={18} aria-hidden />}
            {right ? t('selfCheck.correct') : t('selfCheck.wrong', { answer: item.answer })}
          </p>
          {item.explanation && <p className={classes.explanation}>{item.explanation}</p>}
          <Button variant="subtle" size="compact-sm" onClick={() => setRevealed(false)}>
            {t('selfCheck.tryAgain')}
          </Button>
        </div>
      ) : (
        <Button variant="light" size="sm" disabled={!picked} onClick={() => setRevealed(true)} className={classes.check}>
          {t('selfCheck.check')}
        </Button>
      )}
    </li>
  );
}

/** A lesson's practice questions (issue 39): answered one by one, counted nowhere. */
export function SelfCheck({ questions }: { questions: SelfCheckQuestion[] }) {
  const t = useT();
  return (
    <section className={classes.selfCheck} aria-labelledby="self-check-heading">
      <h3 id="self-check-heading" className={classes.heading}>
        {t('selfCheck.title')}
      </h3>
      <p className={classes.note}>{t('selfCheck.note')}</p>
      <ol className={classes.list}>
        {questions.map((item, i) => (
          <SelfCheckItem key={`${i}-${item.question}`} item={item} number={i + 1} />
        ))}
      </ol>
    </section>
  );
}
