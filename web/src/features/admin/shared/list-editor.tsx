import { ActionIcon, Button, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';

import authoring from './authoring.module.css';

interface ListEditorProps<T> {
  /** The section's heading ('Lessons'). */
  title: string;
  items: readonly T[];
  onChange: (items: T[]) => void;
  /** A new item, made from the list as it stands (the next week, the next order). */
  create: (items: readonly T[]) => T;
  /** The add button's words ('Add lesson'). */
  addLabel: string;
  /** The remove button's words for one item ('Remove lesson 2'). */
  removeLabel: (item: T, index: number) => string;
  /** A stable key for an item that has one (a saved lesson's uid); else its place. */
  itemKey?: (item: T, index: number) => string;
  /** 'card': fields in a box and a remove button under them; 'row': one line with a trash icon. */
  layout?: 'card' | 'row';
  /** One item's fields; `update` replaces it, `patch` changes some of its fields. */
  children: (item: T, editing: { index: number; update: (next: T) => void; patch: (change: Partial<T>) => void }) => ReactNode;
}

/** One editable list of an authoring form: each item's fields, a remove button each, and an add button. */
export function ListEditor<T>({
  title,
  items,
  onChange,
  create,
  addLabel,
  removeLabel,
  itemKey = (_, index) => String(index),
  layout = 'card',
  children,
}: ListEditorProps<T>) {
  const update = (index: number, next: T) => onChange(items.map((old, i) => (i === index ? next : old)));
  const remove = (index: number) => onChange(items.filter((_, i) => i !== index));
  return (
    <div className={authoring.section}>
      <h3>{title}</h3>
      {items.map((item, index) => {
        const fields = children(item, {
          index,
          update: (next) => update(index, next),
          patch: (change) => update(index, { ...item, ...change }),
        });
        return layout === 'row' ? (
          <div key={itemKey(item, index)} className={authoring.row} style={{ gridTemplateColumns: '1fr auto' }}>
            {fields}
            <ActionIcon variant="subtle" color="ball" aria-label={removeLabel(item, index)} onClick={() => remove(index)}>
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </div>
        ) : (
          <div key={itemKey(item, index)} className={authoring.item}>
            {fields}
            <Button size="xs" variant="subtle" color="ball" w="fit-content" onClick={() => remove(index)}>
              {removeLabel(item, index)}
            </Button>
          </div>
        );
      })}
      <Button
        size="xs"
        variant="light"
        w="fit-content"
        leftSection={<IconPlus size={14} aria-hidden />}
        onClick={() => onChange([...items, create(items)])}
      >
        {addLabel}
      </Button>
    </div>
  );
}

/** A list of short texts (learning outcomes, requirements, tags): one input a line. */
export function TextListEditor({
  label,
  items,
  onChange,
}: {
  /** One item's name, singular ('Requirement'). */
  label: string;
  items: readonly string[];
  onChange: (items: string[]) => void;
}) {
  return (
    <ListEditor
      title={`${label}s`}
      items={items}
      onChange={onChange}
      create={() => ''}
      addLabel={`Add ${label.toLowerCase()}`}
      removeLabel={(_, index) => `Remove ${label.toLowerCase()} ${index + 1}`}
      layout="row"
    >
      {(item, { index, update }) => (
        <TextInput aria-label={`${label} ${index + 1}`} value={item} onChange={(e) => update(e.currentTarget.value)} />
      )}
    </ListEditor>
  );
}
