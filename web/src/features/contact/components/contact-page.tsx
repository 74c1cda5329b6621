import { Container } from '@mantine/core';
import { IconClock, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';

import { SITE } from '@/config/site';
import { usePageMeta } from '@/lib/page-meta';
import { PageHero } from '@/ui/content/page-hero';

import { ContactForm } from './contact-form';
import classes from './contact-page.module.css';

const { contact } = SITE;

export function ContactPage() {
  usePageMeta('Contact', 'Talk to CricVision about decision review, video analysis, live production or our courses.');
  return (
    <>
      <PageHero eyebrow="Contact" title="Let’s talk cricket technology">
        Planning a league season, an academy set-up or a broadcast? Tell us what you need and the right person will reply.
      </PageHero>
      <Container className={classes.body}>
        <div className={classes.layout}>
          <ContactForm />
          <aside className={classes.details} aria-label="Contact details">
            <ul className={classes.list}>
              <li>
                <IconMapPin size={22} aria-hidden />
                <div>
                  <h2 className={classes.label}>Location</h2>
                  <p>{contact.address}</p>
                </div>
              </li>
              <li>
                <IconPhone size={22} aria-hidden />
                <div>
                  <h2 className={classes.label}>Phone</h2>
                  <p>
                    <a href={`tel:${contact.phone.replace(/\s/g, '')}`}>{contact.phone}</a>
                  </p>
                </div>
              </li>
              <li>
                <IconMail size={22} aria-hidden />
                <div>
                  <h2 className={classes.label}>Email</h2>
                  <p>
                    Sales and partnerships: <a href={`mailto:${contact.salesEmail}`}>{contact.salesEmail}</a>
                  </p>
                  <p>
                    Support and courses: <a href={`mailto:${contact.supportEmail}`}>{contact.supportEmail}</a>
                  </p>
                </div>
              </li>
              <li>
                <IconClock size={22} aria-hidden />
                <div>
                  <h2 className={classes.label}>Hours</h2>
                  <p>Mon-Fri 9 AM to 6 PM IST</p>
                  <p>We reply to every email within 24 hours.</p>
                </div>
              </li>
            </ul>
            <iframe
              className={classes.map}
              title={`Map: ${contact.mapQuery}`}
              src={`https://www.google.com/maps?q=${encodeURIComponent(contact.mapQuery)}&output=embed`}
              loading="lazy"
              referrerPolicy="no-referrer-when-downgrade"
            />
          </aside>
        </div>
      </Container>
    </>
  );
}
