import type { MediaLibraryItem } from '@contract';
import { Alert, Button, Modal, Skeleton, TextInput } from '@mantine/core';
import { IconFileText, IconPhoto, IconSearch, IconVideo } from '@tabler/icons-react';
import { useEffect, useState } from 'react';

import { mediaLibrary, type MediaLibraryKind } from './course-api';
import styles from './courses.module.css';

const ICONS = { image: IconPhoto, video: IconVideo, document: IconFileText };
const TITLES = { image: 'Choose an image', video: 'Choose a video', document: 'Choose a document' };

/**
 * The files of one kind the author's courses already use, by name and where each is used; picking
 * one puts it in the field, so the same PDF or video serves two lessons without a second upload.
 */
export function MediaLibraryPicker({
  kind,
  opened,
  onClose,
  onPick,
}: {
  kind: MediaLibraryKind;
  opened: boolean;
  onClose: () => void;
  onPick: (item: MediaLibraryItem) => void;
}) {
  const [items, setItems] = useState<MediaLibraryItem[] | 'loading' | 'error'>('loading');
  const [search, setSearch] = useState('');
  useEffect(() => {
    if (!opened) return;
    let current = true;
    mediaLibrary(kind).then(
      (found) => current && setItems(found),
      () => current && setItems('error'),
    );
    return () => {
      current = false;
    };
  }, [kind, opened]);

  const words = search.trim().toLowerCase();
  const shown =
    typeof items === 'object'
      ? items.filter((item) => !words || `${item.name} ${item.usedIn.join(' ')}`.toLowerCase().includes(words))
      : [];
  const Icon = ICONS[kind];

  return (
    <Modal opened={opened} onClose={onClose} title={TITLES[kind]} size="lg">
      <div className={styles.library}>
        <TextInput
          label="Search by name or where it is used"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          data-autofocus
        />
        {items === 'loading' && <Skeleton height={120} radius="md" />}
        {items === 'error' && (
          <Alert color="red" role="alert">
            The media library could not be loaded. Close this and try again.
          </Alert>
        )}
        {typeof items === 'object' && shown.length === 0 && (
          <p className={styles.libraryEmpty}>
            {items.length === 0 ? 'Your courses use no uploaded file of this kind yet: upload one instead.' : `Nothing matches “${search.trim()}”.`}
          </p>
        )}
        {shown.length > 0 && (
          <ul className={styles.libraryList}>
            {shown.map((item) => (
              <li key={item.url}>
                <Icon size={20} aria-hidden className={styles.libraryIcon} />
                <span className={styles.libraryText}>
                  <span className={styles.libraryName}>{item.name}</span>
                  <span className={styles.libraryUses}>Used in {item.usedIn.join('; ')}</span>
                </span>
                <Button size="xs" variant="light" onClick={() => onPick(item)} aria-label={`Use ${item.name}`}>
                  Use
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Modal>
  );
}
