import type { Course } from '@contract';
import { IconChartBar, IconClock } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

import { coursePath } from '@/config/paths';
import { useT } from '@/lib/i18n/use-t';
import { CardImage } from '@/ui/content/card-image';

import classes from './course-card.module.css';
import { categoryLabel, levelLabel } from './course-labels';
import { CoursePrice } from './course-price';
import { CourseRating } from './course-rating';

/**
 * `headingLevel`: 3 under a section heading (home), 2 where the cards are the page's content (/courses).
 * `first`: the first card on a page's first screen (/courses), whose image is the page's largest
 * paint, so it loads at once and first; every other card's image waits until it nears the viewport.
 */
export function CourseCard({
  course,
  headingLevel = 3,
  first = false,
}: {
  course: Course;
  headingLevel?: 2 | 3;
  first?: boolean;
}) {
  const t = useT();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={classes.card}>
      <div className={classes.media}>
        {course.coverImage && <CardImage src={course.coverImage} first={first} />}
      </div>
      <div className={classes.body}>
        <span className={classes.category}>{categoryLabel(t, course.category)}</span>
        <Heading className={classes.title}>
          <Link to={coursePath(course.uid)} className={classes.link}>
            {course.title}
          </Link>
        </Heading>
        <p className={classes.text}>{course.shortDescription}</p>
        <ul className={classes.facts}>
          <li>
            <IconClock size={16} aria-hidden /> {course.duration}
          </li>
          <li>
            <IconChartBar size={16} aria-hidden /> {levelLabel(t, course.level)}
          </li>
          <li>
            <CourseRating rating={course.rating} iconSize={16} starClassName={classes.star} />
          </li>
        </ul>
        <CoursePrice course={course} classes={classes} />
      </div>
    </article>
  );
}
