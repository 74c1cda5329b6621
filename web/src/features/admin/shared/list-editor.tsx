import { ActionIcon, Button, Group, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';

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
  /** The move buttons' words for one item ('Move criterion 2 up'): with them, items can be put in another order. */
  moveLabel?: (item: T, index: number, direction: 'up' | 'down') => string;
  /** A stable key for an item that has one (a saved lesson's uid); else its place. */
  itemKey?: (item: T, index: number) => string;
  /** 'card': fields in a box and a remove button under them; 'row': one line with a trash icon. */
  layout?: 'card' | 'row';
  /**
   * One line naming an item ('Lesson 2 · Video · Reading the pitch'): with it, one item is edited at
   * a time (the first, then the one added or chosen) and the others show as that line.
   */
  summary?: (item: T, index: number) => string;
  /** Whether an item has a field in error: its line says so, so a closed item's error is not missed. */
  invalid?: (index: number) => boolean;
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
  moveLabel,
  itemKey = (_, index) => String(index),
  layout = 'card',
  summary,
  invalid = () => false,
  children,
}: ListEditorProps<T>) {
  const [open, setOpen] = useState(0);
  const update = (index: number, next: T) => onChange(items.map((old, i) => (i === index ? next : old)));
  const remove = (index: number) => {
    onChange(items.filter((_, i) => i !== index));
    if (open >= index) setOpen(Math.max(0, open - 1));
  };
  const move = (index: number, to: number) => {
    const next = [...items];
    next.splice(to, 0, ...next.splice(index, 1));
    onChange(next);
    // The item being edited stays open wherever it goes.
    if (open === index) setOpen(to);
    else if (open === to) setOpen(index);
  };
  const moves = (item: T, index: number) =>
    moveLabel &&
    (['up', 'down'] as const).map((direction) => {
      const to = direction === 'up' ? index - 1 : index + 1;
      const Icon = direction === 'up' ? IconArrowUp : IconArrowDown;
      return (
        <ActionIcon
          key={direction}
          variant="subtle"
          aria-label={moveLabel(item, index, direction)}
          disabled={to < 0 || to >= items.length}
          onClick={() => move(index, to)}
        >
          <Icon size={16} aria-hidden />
        </ActionIcon>
      );
    });
  return (
    <div className={authoring.section}>
      <h3>{title}</h3>
      {items.map((item, index) => {
        if (summary && index !== open)
          return (
            <div key={itemKey(item, index)} className={authoring.closedItem} data-invalid={invalid(index) || undefined}>
              <span className={authoring.closedSummary}>
                {summary(item, index)}
                {invalid(index) && <span className={authoring.closedError}> · needs a correction</span>}
              </span>
              <Button
                size="xs"
                variant="subtle"
                leftSection={<IconPencil size={14} aria-hidden />}
                aria-label={`Edit ${summary(item, index)}`}
                onClick={() => setOpen(index)}
              >
                Edit
              </Button>
            </div>
          );
        const fields = children(item, {
          index,
          update: (next) => update(index, next),
          patch: (change) => update(index, { ...item, ...change }),
        });
        return layout === 'row' ? (
          <div key={itemKey(item, index)} className={authoring.row} style={{ gridTemplateColumns: '1fr auto' }}>
            {fields}
            <Group gap={4} wrap="nowrap">
              {moves(item, index)}
              <ActionIcon variant="subtle" color="ball" aria-label={removeLabel(item, index)} onClick={() => remove(index)}>
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          </div>
        ) : (
          <div key={itemKey(item, index)} className={authoring.item}>
            {fields}
            <Group gap={4}>
              <Button size="xs" variant="subtle" color="ball" w="fit-content" onClick={() => remove(index)}>
                {removeLabel(item, index)}
              </Button>
              {moves(item, index)}
            </Group>
          </div>
        );
      })}
      <Button
        size="xs"
        variant="light"
        w="fit-content"
        leftSection={<IconPlus size={14} aria-hidden />}
        onClick={() => {
          onChange([...items, create(items)]);
          setOpen(items.length);
        }}
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
