import type { Localised, Testimonial as StoredTestimonial } from '@contract';
import { inLanguage, pageDataKeys } from '@contract/page-data';
import { Avatar, Container } from '@mantine/core';
import { IconQuote } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';

import { useInView } from '@/lib/use-in-view';
import { useApiData } from '@/lib/use-api-data';
import { useItemLang } from '@/lib/i18n/content-language';
import { useLocale, useT } from '@/lib/i18n/use-t';
import { SectionHeading } from '@/ui/content/section-heading';

import { getTestimonials } from '../api/get-testimonials';

import { marqueeItems } from './marquee-items';
import classes from './testimonial-marquee.module.css';

type Testimonial = Localised<StoredTestimonial>;

// The modal's code (focus trap, portal, transitions) loads only when a visitor opens a card.
const TestimonialModal = lazy(() => import('./testimonial-modal'));

function TestimonialCard({ testimonial, onOpen, hidden }: { testimonial: Testimonial; onOpen: () => void; hidden: boolean }) {
  const t = useT();
  // One without a version in the page's language keeps its English, marked so.
  const lang = useItemLang(testimonial);
  const opensDetails = Boolean(testimonial.description);
  // Phrasing content only: the card may be a button, which cannot hold a paragraph or a div.
  const content = (
    <>
      <IconQuote size={22} className={classes.quoteIcon} aria-hidden />
      <span className={classes.quote} lang={lang}>
        {testimonial.testimonialText}
      </span>
      <span className={classes.author}>
        <Avatar
          component="span"
          src={testimonial.photoUrl}
          alt=""
          radius="xl"
          size={44}
          color="navy"
          imageProps={{ loading: 'lazy' }}
        >
          {testimonial.name.charAt(0)}
        </Avatar>
        <span>
          <span className={classes.name}>{testimonial.name}</span>
          <span className={classes.position} lang={lang}>
            {testimonial.role}, {testimonial.company}
          </span>
        </span>
      </span>
    </>
  );
  return opensDetails ? (
    <button type="button" className={classes.card} onClick={onOpen} tabIndex={hidden ? -1 : 0}>
      {content}
      <span className="visually-hidden">{t('home.testimonials.readMore')}</span>
    </button>
  ) : (
    <div className={classes.card}>{content}</div>
  );
}

function MarqueeRow({ items, reverse, onOpen }: { items: Testimonial[]; reverse?: boolean; onOpen: (t: Testimonial) => void }) {
  // The row is drawn twice so the loop has no seam; the copy is hidden from assistive tech.
  return (
    <div className={classes.row} data-reverse={reverse || undefined}>
      <div className={classes.track}>
        {[0, 1].map((copy) => (
          <ul key={copy} className={classes.group} aria-hidden={copy === 1 || undefined}>
            {items.map((testimonial, index) => (
              <li key={`${testimonial._id}-${index}`}>
                <TestimonialCard testimonial={testimonial} onOpen={() => onOpen(testimonial)} hidden={copy === 1} />
              </li>
            ))}
          </ul>
        ))}
      </div>
    </div>
  );
}

/** Two rows of testimonials scrolling in opposite directions; a card with a description opens it in a modal. */
export function TestimonialMarquee() {
  const locale = useLocale();
  const testimonials = useApiData(
    (signal) => getTestimonials(locale, signal),
    [locale],
    undefined,
    inLanguage(pageDataKeys.testimonials, locale),
  );
  const [open, setOpen] = useState<Testimonial | null>(null);
  const t = useT();
  // The rows move only while the section is on screen.
  const { ref, inView } = useInView<HTMLElement>();
  if (testimonials.status !== 'ready' || testimonials.data.length === 0) return null;
  const items = marqueeItems(testimonials.data);

  return (
    <section ref={ref} className={classes.section} data-still={!inView || undefined} aria-labelledby="testimonials-title">
      <Container>
        <SectionHeading
          eyebrow={t('home.testimonials.eyebrow')}
          title={t('home.testimonials.title')}
          id="testimonials-title"
          light
        />
      </Container>
      <MarqueeRow items={items} onOpen={setOpen} />
      <MarqueeRow items={[...items].reverse()} reverse onOpen={setOpen} />
      {open && (
        <Suspense fallback={null}>
          <TestimonialModal testimonial={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </section>
  );
}
