import { Container } from '@mantine/core';

import { useT } from '@/lib/i18n/use-t';
import { usePageMeta } from '@/lib/page-meta';
import { PageHero } from '@/ui/content/page-hero';

import type { LegalDocument } from '../content/legal-document';

import classes from './legal-page.module.css';

const slug = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * A policy page: contents list, then numbered sections. A translation's sections take their anchors
 * from the English document's (`anchors`), section for section, so `/hi/terms#refunds` is the same
 * place as `/terms#refunds`.
 */
export function LegalPage({ document, anchors }: { document: LegalDocument; anchors: LegalDocument }) {
  const t = useT();
  const ids = anchors.sections.map((section) => slug(section.title));
  usePageMeta(document.title, document.summary);
  return (
    <>
      <PageHero eyebrow={t('legal.eyebrow')} title={document.title}>
        <p className={classes.updated}>{t('legal.updated', { date: document.updated })}</p>
      </PageHero>
      <Container size="md" className={classes.body}>
        <p className={classes.intro}>{document.intro}</p>
        <nav aria-label={t('legal.contents')} className={classes.toc}>
          <h2 className={classes.tocTitle}>{t('legal.contents')}</h2>
          <ol>
            {document.sections.map((section, index) => (
              <li key={ids[index]}>
                <a href={`#${ids[index]}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        {document.sections.map((section, index) => (
          <section key={ids[index]} id={ids[index]} className={classes.section}>
            <h2 className={classes.heading}>
              {index + 1}. {section.title}
            </h2>
            {section.body.map((block, i) =>
              typeof block === 'string' ? (
                <p key={i}>{block}</p>
              ) : (
                <ul key={i}>
                  {block.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ),
            )}
          </section>
        ))}
      </Container>
    </>
  );
}
