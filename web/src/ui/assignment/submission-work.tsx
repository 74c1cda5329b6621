import type { AssignmentSubmission, SubmissionFile } from '@contract';
import { VisuallyHidden } from '@mantine/core';
import { IconExternalLink, IconFileTypePdf, IconLink, IconPhoto } from '@tabler/icons-react';
import { useId } from 'react';

import { fileSize } from '@/lib/format';
import { useT } from '@/lib/i18n/use-t';

import card from './assignment-card.module.css';
import classes from './submission-work.module.css';

/** Only web addresses become links; anything else a learner's link could hold stays text. */
const WEB_ADDRESS = /^https?:\/\//i;

function FileIcon({ file }: { file: SubmissionFile }) {
  const Icon = file.contentType === 'application/pdf' ? IconFileTypePdf : IconPhoto;
  return <Icon size={20} stroke={1.6} className={classes.itemIcon} aria-hidden />;
}

/**
 * What the learner handed in: their text as plain text (line breaks kept, never markup), their links
 * (opened apart from our page, and vouched for by nobody), and their files by name and size.
 */
export function SubmissionWork({
  submission,
  heading,
}: {
  submission: Pick<AssignmentSubmission, 'text' | 'links' | 'files'>;
  heading?: string;
}) {
  const t = useT();
  const { text, links, files } = submission;
  const headingId = useId();
  return (
    <section className={card.card} aria-labelledby={headingId}>
      <h3 id={headingId} className={card.cardTitle}>
        {heading ?? t('assignment.learnersWork')}
      </h3>
      {text ? <p className={classes.workText}>{text}</p> : <p className={card.muted}>{t('assignment.noText')}</p>}
      {links.length > 0 && (
        <>
          <h4 className={card.subTitle}>{t('assignment.links')}</h4>
          <ul className={classes.items}>
            {links.map((link) => (
              <li key={link}>
                <IconLink size={20} stroke={1.6} className={classes.itemIcon} aria-hidden />
                {WEB_ADDRESS.test(link) ? (
                  <a href={link} target="_blank" rel="nofollow ugc noopener" className={classes.itemLink}>
                    {link}
                    <IconExternalLink size={14} className={classes.external} aria-hidden />
                    <VisuallyHidden> {t('common.newTab')}</VisuallyHidden>
                  </a>
                ) : (
                  <span className={classes.itemLink}>{link}</span>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      {files.length > 0 && (
        <>
          <h4 className={card.subTitle}>{t('assignment.files')}</h4>
          <ul className={classes.items}>
            {files.map((file) => (
              <li key={file.url}>
                <FileIcon file={file} />
                <span>
                  <a href={file.url} target="_blank" rel="noopener" className={classes.itemLink}>
                    {file.name}
                    <VisuallyHidden> {t('common.newTab')}</VisuallyHidden>
                  </a>
                  <span className={card.muted}> · {fileSize(file.size)}</span>
                </span>
              </li>
            ))}
          </ul>
          <p className={card.hint}>{t('assignment.filesExpire')}</p>
        </>
      )}
    </section>
  );
}
