/**
 * Nothing while the first lazily loaded page arrives: the shell's build-time frame (app-frame.tsx)
 * is on screen meanwhile, and a box of its own here, below that frame, would be a box that jumps to
 * the top when the frame goes.
 */
export function AppFallback() {
  return null;
}
