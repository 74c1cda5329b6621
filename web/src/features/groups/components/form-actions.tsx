import { Button } from '@mantine/core';
import type { ReactNode } from 'react';

import classes from './groups.module.css';

/** The foot of a group dialog's form: its own submit button (`children`), then Cancel, which closes the dialog. */
export function FormActions({ children, onCancel }: { children: ReactNode; onCancel: () => void }) {
  return (
    <div className={classes.formActions}>
      {children}
      <Button variant="default" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}
