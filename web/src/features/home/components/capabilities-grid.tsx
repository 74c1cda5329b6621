import { Container } from '@mantine/core';
import {
  IconAnalyze,
  IconBroadcast,
  IconCash,
  IconDeviceTv,
  IconPresentation,
  IconRobot,
  IconShare,
  IconTag,
  IconUsersGroup,
  IconVideo,
} from '@tabler/icons-react';

import { FadeInSection } from '@/ui/content/fade-in';
import { SectionHeading } from '@/ui/content/section-heading';

import classes from './capabilities-grid.module.css';

const CAPABILITIES = [
  { name: 'Capture', Icon: IconVideo, text: 'Up to eight synchronised cameras at 340 fps, set up by one operator.' },
  { name: 'Tag', Icon: IconTag, text: 'Code every ball live: line, length, shot, field and outcome.' },
  { name: 'Analyze', Icon: IconAnalyze, text: 'Pitch maps, beehives, wagon wheels and trends by phase or bowler.' },
  { name: 'Present', Icon: IconPresentation, text: 'Clip reels and match reports ready for the team meeting.' },
  { name: 'Collaborate', Icon: IconUsersGroup, text: 'Coaches, players and selectors share one library and notes.' },
  { name: 'Automatic', Icon: IconRobot, text: 'Ball tracking and event detection without manual clipping.' },
  { name: 'Stream', Icon: IconBroadcast, text: 'Multi-camera live production with graphics and replays.' },
  { name: 'Engage', Icon: IconDeviceTv, text: 'Decision review and ball-tracking graphics fans understand.' },
  { name: 'Distribute', Icon: IconShare, text: 'Publish to OTT, social and broadcast partners in one step.' },
  { name: 'Monetize', Icon: IconCash, text: 'Sponsorship slots, pay-per-view and ad insertion for every match.' },
];

/** The ten core capabilities (SPEC section 2, home page). */
export function CapabilitiesGrid() {
  return (
    <FadeInSection id="technology" className={classes.section} aria-labelledby="technology-title">
      <Container>
        <SectionHeading eyebrow="Technology" title="Ten capabilities, one platform" id="technology-title" light>
          Everything a federation, academy or broadcaster needs to run cricket on video, without stitching tools together.
        </SectionHeading>
        <ul className={classes.grid}>
          {CAPABILITIES.map(({ name, Icon, text }) => (
            <li key={name} className={classes.card}>
              <span className={classes.icon}>
                <Icon size={24} stroke={1.7} aria-hidden />
              </span>
              <h3 className={classes.name}>{name}</h3>
              <p className={classes.text}>{text}</p>
            </li>
          ))}
        </ul>
      </Container>
    </FadeInSection>
  );
}
