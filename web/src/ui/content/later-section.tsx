import { Suspense, use, useEffect, useRef, type ReactNode } from 'react';

import { PageDataAsMounted } from '@/lib/page-data';
import { useHydrated } from '@/lib/use-hydrated';
import { whenIdle } from '@/lib/when-idle';

import classes from './later-section.module.css';

/*
 * A section below the first screen of a server-rendered page, hydrated on its own and only when it
 * is wanted (issue 27, decision 0061). Until then React leaves the server's HTML as it is: the
 * section shows and its links work, as without JavaScript. It is hydrated at the first of:
 * - when it comes within 400 px of the viewport;
 * - when the browser is idle: sections in page order, each in an idle period after the previous one
 *   has committed, so each hydrates and commits in tasks of its own instead of all in one commit;
 * - when someone taps, clicks, types or moves focus inside it: a listener on the document, which
 *   sees the event before React's on #root, releases the section first, so React hydrates it at once
 *   and hands it the event (selective hydration); nothing is lost.
 * A page the app renders itself (a later navigation) renders every section at once.
 */

interface Gate {
  released: boolean;
  /** Times React has tried to hydrate the section. */
  attempts: number;
  ready: Promise<void>;
  release: () => void;
}

const gates = new Map<string, Gate>();
/** Set once a navigation began: every section, waiting or not yet seen, may hydrate. */
let everyGateOpen = false;

function gateOf(name: string): Gate {
  let gate = gates.get(name);
  if (!gate) {
    let resolve = () => undefined as void;
    const ready = new Promise<void>((done) => {
      resolve = done;
    });
    const created: Gate = {
      released: false,
      attempts: 0,
      ready,
      release: () => {
        created.released = true;
        resolve();
      },
    };
    gates.set(name, created);
    if (everyGateOpen) created.release();
    gate = created;
  }
  return gate;
}

/**
 * Lets every section hydrate now. A navigation changes what the sections read (the router's
 * state), and React must hydrate a section still waiting before it can apply that; a section that
 * suspended then, on React's first try at it, would be rendered anew with a hydration error.
 */
export function releaseEverySection() {
  everyGateOpen = true;
  for (const gate of gates.values()) gate.release();
}

/** The events that hydrate a waiting section before React handles them (React calls these discrete). */
const INTERACTIONS = ['pointerdown', 'mousedown', 'touchstart', 'click', 'keydown', 'focusin', 'input', 'change'];

if (typeof document !== 'undefined') {
  for (const type of INTERACTIONS) {
    document.addEventListener(
      type,
      (event) => {
        const section = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-later]') : null;
        if (section?.dataset.later) gateOf(section.dataset.later).release();
      },
      { capture: true, passive: true },
    );
  }
}

/*
 * Sections waiting for an idle moment, in page order. One is released at a time, and the next only in
 * an idle period after that one has committed: released together, React would hydrate them in one
 * render and one commit again.
 */
const idleQueue: string[] = [];
let idleScheduled = false;
let hydratingNow: string | null = null;

function releaseNextWhenIdle() {
  if (idleScheduled || hydratingNow !== null) return;
  while (idleQueue.length && gateOf(idleQueue[0]).released) idleQueue.shift();
  if (!idleQueue.length) return;
  idleScheduled = true;
  whenIdle(() => {
    idleScheduled = false;
    const next = idleQueue.shift();
    if (!next) return;
    if (gateOf(next).released) releaseNextWhenIdle();
    else {
      hydratingNow = next;
      gateOf(next).release();
    }
  }, 3000);
}

/** Marks a section hydrated (its effects run once it has committed) and lets the next one go. */
function Hydrated({ name }: { name: string }) {
  useEffect(() => {
    if (hydratingNow === name) hydratingNow = null;
    releaseNextWhenIdle();
  }, [name]);
  return null;
}

/**
 * In the browser, suspends (leaves the server's HTML in place) while the page hydrates and the
 * section is not yet wanted. The server renders it at once. Only React's first try waits: React tries
 * again before the section is released only when it must hydrate it now (a context above it
 * changed), and a section that suspended then would be thrown away and rendered anew.
 */
function Gate({ name, children }: { name: string; children: ReactNode }) {
  const hydrating = !useHydrated();
  const gate = gateOf(name);
  if (typeof document !== 'undefined' && hydrating && !gate.released && ++gate.attempts === 1) use(gate.ready);
  return children;
}

/**
 * `name`: unique on the page, the same on the server and in the browser. `className` places the
 * section (a grid area). `paintOffscreen`: the browser lays the section out and paints it even off
 * screen, for a section whose estimated height would stretch its neighbours (a grid row).
 */
export function LaterSection({
  name,
  className,
  paintOffscreen = false,
  children,
}: {
  name: string;
  className?: string;
  paintOffscreen?: boolean;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const gate = gateOf(name);
    const element = ref.current;
    if (gate.released || !element) return;
    idleQueue.push(name);
    releaseNextWhenIdle();
    if (typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        gate.release();
        observer.disconnect();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [name]);
  return (
    <div ref={ref} className={[paintOffscreen ? null : classes.later, className].filter(Boolean).join(' ') || undefined} data-later={name}>
      {/* Outside the boundary, so it is hydrated (and keeps the data) with the page, not with the section. */}
      <PageDataAsMounted>
        <Suspense fallback={null}>
          <Gate name={name}>
            {children}
            <Hydrated name={name} />
          </Gate>
        </Suspense>
      </PageDataAsMounted>
    </div>
  );
}
