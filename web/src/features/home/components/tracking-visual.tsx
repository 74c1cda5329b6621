import { useT } from '@/lib/i18n/use-t';

import classes from './tracking-visual.module.css';

/** A ball-tracking replay drawn in SVG: pitch, creases, stumps, the tracked path and the verdict. */
export function TrackingVisual() {
  const t = useT();
  return (
    <div className={classes.card} role="img" aria-label={t('home.tracking.label')}>
      <div className={classes.cardHeader}>
        <span className={classes.kicker}>{t('home.tracking.kicker')}</span>
        <span className={classes.live}>
          <span className={classes.liveDot} />
          {t('home.tracking.replay')}
        </span>
      </div>

      <svg className={classes.svg} viewBox="0 0 520 460" preserveAspectRatio="xMidYMid meet">
        <defs>
          <linearGradient id="tv-pitch" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#2c5a8c" stopOpacity="0.35" />
            <stop offset="1" stopColor="#4ade80" stopOpacity="0.16" />
          </linearGradient>
          <linearGradient id="tv-path" x1="0" y1="1" x2="0" y2="0">
            <stop offset="0" stopColor="#ff4d5e" stopOpacity="0.35" />
            <stop offset="0.55" stopColor="#ff4d5e" />
            <stop offset="1" stopColor="#ff8a95" />
          </linearGradient>
        </defs>

        {/* pitch */}
        <path d="M205 56 L315 56 L424 452 L96 452 Z" fill="url(#tv-pitch)" stroke="rgba(255,255,255,0.22)" />
        <g stroke="rgba(255,255,255,0.07)">
          <path d="M232 56 L178 452" />
          <path d="M260 56 L260 452" />
          <path d="M288 56 L342 452" />
          <path d="M186 126 L334 126" />
          <path d="M163 210 L357 210" />
          <path d="M138 300 L382 300" />
        </g>
        {/* creases */}
        <g stroke="rgba(255,255,255,0.75)" strokeWidth="2" fill="none">
          <path d="M182 82 L338 82" />
          <path d="M84 412 L436 412" />
          <path d="M226 82 L220 104 M294 82 L300 104" opacity="0.6" />
        </g>
        {/* pitch map: where the ball landed */}
        <ellipse
          cx="272"
          cy="262"
          rx="40"
          ry="12"
          fill="rgba(74,222,128,0.12)"
          stroke="rgba(74,222,128,0.55)"
          strokeDasharray="4 4"
        />

        {/* stumps and the hitting zone */}
        <rect x="243" y="18" width="34" height="56" rx="3" fill="rgba(255,77,94,0.16)" stroke="#ff4d5e" strokeDasharray="3 3" />
        <g fill="#f5f7fb">
          <rect x="249" y="26" width="4" height="48" rx="1.5" />
          <rect x="258" y="26" width="4" height="48" rx="1.5" />
          <rect x="267" y="26" width="4" height="48" rx="1.5" />
          <rect x="248" y="22" width="12" height="3" rx="1.5" />
          <rect x="261" y="22" width="12" height="3" rx="1.5" />
        </g>

        {/* tracked path, then the predicted path to the stumps */}
        <path className={classes.glow} d="M318 438 Q296 330 272 262 Q266 190 263 122" />
        <path className={classes.track} d="M318 438 Q296 330 272 262 Q266 190 263 122" stroke="url(#tv-path)" />
        <path className={classes.predicted} d="M263 122 Q262 84 261 50" />

        {/* bounce, impact, projected hit */}
        <ellipse cx="272" cy="262" rx="10" ry="3.5" fill="#ffffff" />
        <circle cx="263" cy="122" r="15" fill="none" stroke="#4ade80" strokeWidth="2" className={classes.pulse} />
        <circle cx="263" cy="122" r="6.5" fill="#ff4d5e" stroke="#ffffff" strokeWidth="2" />
        <circle cx="261" cy="50" r="6" fill="#ff4d5e" stroke="#ffffff" strokeWidth="1.5" opacity="0.9" />
      </svg>

      <ul className={classes.verdicts}>
        <li>
          <span className={classes.verdictLabel}>{t('home.tracking.pitching')}</span>
          <span className={classes.pass}>{t('home.tracking.inLine')}</span>
        </li>
        <li>
          <span className={classes.verdictLabel}>{t('home.tracking.impact')}</span>
          <span className={classes.pass}>{t('home.tracking.inLine')}</span>
        </li>
        <li>
          <span className={classes.verdictLabel}>{t('home.tracking.wickets')}</span>
          <span className={classes.hit}>{t('home.tracking.hitting')}</span>
        </li>
      </ul>

      <dl className={classes.metrics}>
        <div>
          <dt>{t('home.tracking.releaseSpeed')}</dt>
          <dd>142.6 km/h</dd>
        </div>
        <div>
          <dt>{t('home.tracking.impactAngle')}</dt>
          <dd>4.2°</dd>
        </div>
        <div>
          <dt>{t('home.tracking.batAlignment')}</dt>
          <dd>{t('home.tracking.batOpen', { degrees: '11' })}</dd>
        </div>
      </dl>
    </div>
  );
}
