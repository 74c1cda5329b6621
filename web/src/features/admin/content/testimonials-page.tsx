import type { Testimonial } from '@contract';
import { Anchor, Modal } from '@mantine/core';
import { useState } from 'react';

import classes from '../shared/admin.module.css';

import type { ColumnSpec } from './content-kind';
import { ContentListPage } from './content-list-page';
import { statusBadge } from './kind-cells';
import { TESTIMONIALS } from './kinds/testimonials';

/** Testimonial text and description are cut at 50 characters with 'See more' (SPEC section 9). */
const PREVIEW_CHARS = 50;

export function TestimonialsPage() {
  const [open, setOpen] = useState<{ title: string; text: string } | null>(null);

  const clipped = (item: Testimonial, field: 'testimonialText' | 'description', title: string) => {
    const text = item[field];
    if (text.length <= PREVIEW_CHARS) return text;
    return (
      <>
        {text.slice(0, PREVIEW_CHARS)}…{' '}
        <Anchor component="button" type="button" size="sm" onClick={() => setOpen({ title: `${title} — ${item.name}`, text })}>
          See more
        </Anchor>
      </>
    );
  };

  const columns: ColumnSpec<Testimonial>[] = [
    {
      header: 'Photo',
      cell: (item) =>
        item.photoUrl ? <img src={item.photoUrl} alt="" className={classes.logo} /> : <span className={classes.logo} />,
      wide: true,
    },
    {
      header: 'Name',
      cell: (item) => (
        <>
          <strong>{item.name}</strong>
          <div className={classes.muted}>
            {item.role}, {item.company}
          </div>
        </>
      ),
    },
    {
      header: 'Testimonial',
      cell: (item) => <div className={classes.clip}>{clipped(item, 'testimonialText', 'Testimonial')}</div>,
    },
    {
      header: 'Description',
      cell: (item) => <div className={classes.clip}>{clipped(item, 'description', 'Description')}</div>,
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
