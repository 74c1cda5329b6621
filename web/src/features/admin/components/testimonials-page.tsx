import { Anchor, Modal } from '@mantine/core';
import { useState } from 'react';

import { ContentListPage } from '../content/content-list-page';
import { statusBadge, str, TESTIMONIALS, type Item } from '../content/content-kinds';

import classes from './admin.module.css';

/** Testimonial text and description are cut at 50 characters with 'See more' (SPEC section 9). */
const PREVIEW_CHARS = 50;

export function TestimonialsPage() {
  const [open, setOpen] = useState<{ title: string; text: string } | null>(null);

  const clipped = (item: Item, field: string, title: string) => {
    const text = str(item, field);
    if (text.length <= PREVIEW_CHARS) return text;
    return (
      <>
        {text.slice(0, PREVIEW_CHARS)}…{' '}
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={() => setOpen({ title: `${title} — ${str(item, 'name')}`, text })}
        >
          See more
        </Anchor>
      </>
    );
  };

  const columns = [
    {
      header: 'Photo',
      cell: (item: Item) =>
        str(item, 'photoUrl') ? (
          <img src={str(item, 'photoUrl')} alt="" className={classes.logo} />
        ) : (
          <span className={classes.logo} />
        ),
      wide: true,
    },
    {
      header: 'Name',
      cell: (item: Item) => (
        <>
          <strong>{str(item, 'name')}</strong>
          <div className={classes.muted}>
            {str(item, 'role')}, {str(item, 'company')}
          </div>
        </>
      ),
    },
    {
      header: 'Testimonial',
      cell: (item: Item) => <div className={classes.clip}>{clipped(item, 'testimonialText', 'Testimonial')}</div>,
    },
    {
      header: 'Description',
      cell: (item: Item) => <div className={classes.clip}>{clipped(item, 'description', 'Description')}</div>,
      wide: true,
    },
    { header: 'Status', cell: statusBadge },
  ];

  return (
    <>
      <ContentListPage kind={TESTIMONIALS} columns={columns} />
      {open && (
        <Modal opened onClose={() => setOpen(null)} title={open.title} centered closeButtonProps={{ 'aria-label': 'Close' }}>
          <p style={{ whiteSpace: 'pre-line', margin: 0 }}>{open.text}</p>
        </Modal>
      )}
    </>
  );
}
