import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';

import classes from './groups.module.css';

interface StatusPanelProps {
  /** navy: waiting or told; pitch: done; ball: it went wrong (read out at once, as an alert). */
  tone: 'navy' | 'pitch' | 'ball';
  icon: ReactNode;
  title: string;
  /** The buttons under the text (Done, Pay now, a download). */
  actions?: ReactNode;
  children: ReactNode;
}

/** Where an order stands, in the place of the form that placed it: a titled panel, its text, its next steps. */
export function StatusPanel({ tone, icon, title, actions, children }: StatusPanelProps) {
  return (
    <Alert color={tone} variant="light" icon={icon} title={title} role={tone === 'ball' ? 'alert' : 'status'}>
      {children}
      {actions && <div className={classes.panelActions}>{actions}</div>}
    </Alert>
  );
}
