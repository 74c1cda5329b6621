import { IconBadgeCc, IconBadgeCcFilled } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';

import { useT } from '@/lib/i18n/use-t';

import classes from './captions.module.css';
import type { CaptionFile } from './use-captions';

interface CaptionsControlProps {
  captions: readonly CaptionFile[];
  language: string | null;
  onToggle: () => void;
  onChoose: (language: string | null) => void;
}

/**
 * The CC button turns captions on and off; with several languages a menu beside it picks one (and
 * offers Off), so one click still does the usual thing. On a phone, where the control bar has no
 * room for the menu, the menu lies invisibly over the button: a tap opens the native picker.
 */
export function CaptionsControl({ captions, language, onToggle, onChoose }: CaptionsControlProps) {
  const t = useT();
  if (captions.length === 0) return null;
  const current = captions.find((caption) => caption.language === language);
  return (
    <span className={classes.choice}>
      <button
        type="button"
        className={classes.cc}
        onClick={onToggle}
        aria-label={t('player.captions')}
        aria-pressed={language !== null}
        title={current ? t('player.captionsOn', { label: current.label }) : t('player.captionsOff')}
      >
        {language ? <IconBadgeCcFilled size={20} aria-hidden /> : <IconBadgeCc size={20} aria-hidden />}
      </button>
      {captions.length > 1 && (
        <select
          className={classes.language}
          value={language ?? ''}
          onChange={(e) => onChoose(e.currentTarget.value || null)}
          aria-label={t('player.captionsLanguage')}
        >
          <option value="">{t('player.off')}</option>
          {captions.map((caption) => (
            <option key={caption.language} value={caption.language} lang={caption.language}>
              {caption.label}
            </option>
          ))}
        </select>
      )}
    </span>
  );
}

/**
 * The cues on screen now, drawn by the player: above the control bar while it shows (the CSS
 * follows the frame's state), near the bottom otherwise. The browser's WebVTT parser builds each cue's markup (only text, <i>, <b>,
 * <u>, <ruby> and voice spans), so it is inserted as the browser parsed it. `language` is the track's,
 * which may not be the page's.
 */
export function CaptionsText({ cues, language }: { cues: VTTCue[]; language: string | null }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.replaceChildren(
      ...cues.map((cue) => {
        const line = document.createElement('span');
        line.className = classes.cue;
        line.append(cue.getCueAsHTML());
        return line;
      }),
    );
  }, [cues]);
  return (
    <div
      ref={box}
      className={classes.captions}
      lang={language ?? undefined}
      data-testid="captions"
      aria-live="off"
      hidden={cues.length === 0}
    />
  );
}
