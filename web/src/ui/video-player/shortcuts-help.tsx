import { IconX } from '@tabler/icons-react';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';

import { useT } from '@/lib/i18n/use-t';

import { SHORTCUTS } from './shortcuts';
import classes from './video-player.module.css';

/**
 * The keyboard shortcuts, over the video (so it shows in fullscreen too). It holds focus on its
 * one button while open; Escape closes it without closing a dialog the player sits in (Mantine's
 * modals listen on the window, before React, and skip an Escape from an element marked so).
 */
export function ShortcutsHelp({ onClose }: { onClose: () => void }) {
  const t = useT();
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => closeRef.current?.focus(), []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    event.stopPropagation();
    if (event.key === 'Escape' || event.key === '?') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'Tab') {
      event.preventDefault();
      closeRef.current?.focus();
    }
  };

  return (
    <div
      className={classes.help}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      tabIndex={-1}
      data-mantine-stop-propagation="true"
    >
      <div className={classes.helpHead}>
        <h2 id={titleId} className={classes.helpTitle}>
          {t('player.shortcuts')}
        </h2>
        <button
          ref={closeRef}
          type="button"
          className={classes.control}
          onClick={onClose}
          aria-label={t('player.closeShortcuts')}
          data-mantine-stop-propagation="true"
        >
          <IconX size={18} aria-hidden />
        </button>
      </div>
      <dl className={classes.helpList}>
        {SHORTCUTS.map((shortcut) => (
          <div key={shortcut.action} className={classes.helpRow}>
            <dt>
              {shortcut.keys.map((key) => (
                <kbd key={typeof key === 'string' ? key : key.name} className={classes.kbd}>
                  {typeof key === 'string' ? key : t(key.name)}
                </kbd>
              ))}
            </dt>
            <dd>{t(shortcut.action)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
