import { Alert, Button, Loader } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { CSSProperties, FormEvent, ReactNode } from 'react';
import { Link } from 'react-router-dom';

import type { Loadable } from '@/lib/use-api-data';

import classes from './admin.module.css';

interface FormPageProps<T> {
  /** The page's heading: 'Add Course', 'Edit Module'. */
  title: string;
  /** Where the back button leads, and its words ('Back to Courses'). */
  back: { to: string; label: string };
  /** What the form edits, as loaded (an add page loads `null`). */
  loaded: Loadable<T>;
  /** The alert's title when the load failed ('Failed to load course'). */
  loadFailure: string;
  /** The alert's text when the item is gone; the server's message otherwise. */
  notFound?: string;
  /** The form, once the data is there. */
  children: (data: T) => ReactNode;
}

/** An admin add/edit page: heading and back button, then loading, the load's failure, or the form. */
export function AdminFormPage<T>({ title, back, loaded, loadFailure, notFound, children }: FormPageProps<T>) {
  return (
    <>
      <div className={classes.header}>
        <h2>{title}</h2>
        <Button variant="subtle" component={Link} to={back.to} leftSection={<IconArrowLeft size={16} aria-hidden />}>
          {back.label}
        </Button>
      </div>
      {loaded.status === 'loading' && <Loader role="status" aria-label="Loading" />}
      {loaded.status === 'error' && (
        <Alert color="red" title={loadFailure}>
          {loaded.notFound && notFound ? notFound : loaded.message}
        </Alert>
      )}
      {loaded.status === 'ready' && children(loaded.data)}
    </>
  );
}

interface AdminFormProps {
  /** The form's accessible name ('Add course'). */
  label: string;
  /** One alert above the fields with every problem of the last save, or null. */
  problem?: string | null;
  saving: boolean;
  /** After a save the submit stays off while the next screen follows. */
  saved: boolean;
  /** The submit button's words ('Create Course'). */
  submitLabel: string;
  /** Where Cancel leads; no Cancel when absent (a modal closes instead). */
  cancelTo?: string;
  onSubmit: () => void;
  /** Authoring forms with lists take more width than the content forms. */
  wide?: boolean;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}

/** An admin form: its error summary, its fields, then submit and cancel. Validation is the caller's. */
export function AdminForm({
  label,
  problem,
  saving,
  saved,
  submitLabel,
  cancelTo,
  onSubmit,
  wide,
  className = classes.form,
  style,
  children,
}: AdminFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form
      className={className}
      style={wide ? { maxWidth: '64rem', ...style } : style}
      onSubmit={submit}
      noValidate
      aria-label={label}
    >
      {problem && (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      )}
      {children}
      <div className={classes.formActions}>
        <Button type="submit" loading={saving} disabled={saving || saved}>
          {submitLabel}
        </Button>
        {cancelTo && (
          <Button variant="default" component={Link} to={cancelTo}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
