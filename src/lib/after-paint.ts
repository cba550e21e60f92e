import { startTransition, useEffect, useState } from 'react';

/**
 * False on the first render, true once the browser has painted that render. A dialog opened by a
 * tap paints its frame (title, amount, a placeholder of the form's height) in the tap's own frame
 * and mounts its form just after, in a transition a later tap can interrupt: the form's react-aria
 * fields cost a phone's tap frame 100–170 ms at 4× CPU (scripts/bench-inp.mjs).
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (painted) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame callback runs just before that frame's paint; a task queued from it runs after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [painted]);
  return painted;
}
