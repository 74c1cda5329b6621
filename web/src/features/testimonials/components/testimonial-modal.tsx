import type { Localised, Testimonial } from '@contract';
import { Modal } from '@mantine/core';

import { useItemLang } from '@/lib/i18n/content-language';

import classes from './testimonial-marquee.module.css';

/** Author, position, organization and the whole story; closes on backdrop or ×, page scroll locked. */
export default function TestimonialModal({ testimonial, onClose }: { testimonial: Localised<Testimonial>; onClose: () => void }) {
  const lang = useItemLang(testimonial);
  return (
    <Modal opened onClose={onClose} title={testimonial.name} centered size="lg" lockScroll>
      <div className={classes.details} lang={lang}>
        <p className={classes.detailsPosition}>
          {testimonial.role} · {testimonial.company}
        </p>
        <blockquote className={classes.detailsQuote}>{testimonial.testimonialText}</blockquote>
        <p className={classes.detailsText}>{testimonial.description}</p>
      </div>
    </Modal>
  );
}
