import type { Testimonial } from '@contract';
import { Modal } from '@mantine/core';

import classes from './testimonial-marquee.module.css';

/** Author, position, organization and the whole story; closes on backdrop or ×, page scroll locked. */
export default function TestimonialModal({ testimonial, onClose }: { testimonial: Testimonial; onClose: () => void }) {
  return (
    <Modal opened onClose={onClose} title={testimonial.name} centered size="lg" lockScroll>
      <div className={classes.details}>
        <p className={classes.detailsPosition}>
          {testimonial.role} · {testimonial.company}
        </p>
        <blockquote className={classes.detailsQuote}>{testimonial.testimonialText}</blockquote>
        <p className={classes.detailsText}>{testimonial.description}</p>
      </div>
    </Modal>
  );
}
