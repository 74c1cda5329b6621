import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** The quiet "Back to …" link above a detail page's title; `onDark` on a dark hero. */
export function BackLink({ to, children, onDark = false }: { to: string; children: ReactNode; onDark?: boolean }) {
  return (
    <Button
      component={Link}
      to={to}
      variant="subtle"
      color={onDark ? 'gray.0' : undefined}
      px={0}
      leftSection={<IconArrowLeft size={18} aria-hidden />}
    >
      {children}
    </Button>
  );
}
