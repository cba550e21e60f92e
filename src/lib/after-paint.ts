import { useEffect, useState } from 'react';

/**
 * Runs `task` in the task after the browser's next paint (a frame callback runs just before that
 * frame's paint; a task queued from it runs after it). Returns a cancel.
 */
export function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * False on the first render, true once the browser has painted that render. A dialog opened by a
 * tap paints its frame (title, amount, a placeholder of the form's size) in the tap's own frame and
 * mounts its form in the task after that paint: the form's react-aria fields cost a phone's tap
 * frame 100–170 ms at 4× CPU (scripts/bench-inp.mjs). Not a transition: time-sliced in 5 ms
 * pieces with frames between them, a 4×-throttled form took 230–430 ms to appear; one task, about
 * 190 ms (docs/performance.md).
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (painted) return undefined;
    return afterNextPaint(() => setPainted(true));
  }, [painted]);
  return painted;
}
