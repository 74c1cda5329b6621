import type { Course } from '@contract';
import { IconCertificate, IconChartBar, IconCheck, IconClock } from '@tabler/icons-react';

import { useT } from '@/lib/i18n/use-t';

import classes from './course-choice.module.css';
import { categoryLabel, levelLabel } from './course-labels';
import { CoursePrice } from './course-price';

interface CourseChoiceProps {
  course: Course;
  selected: boolean;
  onSelect: () => void;
  /** Id of the text that explains why a choice is missing, when it is. */
  errorId?: string;
}

/** A course offered as a card the visitor picks before signing up (the /enroll page). */
export function CourseChoice({ course, selected, onSelect, errorId }: CourseChoiceProps) {
  const t = useT();
  return (
    <button
      type="button"
      role="radio"
      aria-checked={selected}
      aria-describedby={errorId}
      className={classes.card}
      data-selected={selected || undefined}
      onClick={onSelect}
    >
      <span className={classes.check} aria-hidden>
        {selected && <IconCheck size={16} stroke={3} />}
      </span>
      <span className={classes.category}>{categoryLabel(t, course.category)}</span>
      <span className={classes.title}>{course.title}</span>
      <span className={classes.text}>{course.shortDescription}</span>
      <span className={classes.facts}>
        <span>
          <IconClock size={16} aria-hidden /> {course.duration}
        </span>
        <span>
          <IconChartBar size={16} aria-hidden /> {levelLabel(t, course.level)}
        </span>
        <span>
          <IconCertificate size={16} aria-hidden /> {t('enroll.certificate')}
        </span>
      </span>
      <CoursePrice course={course} classes={classes} withDiscount />
    </button>
  );
}
