// A loading page's placeholders described by their sizes: lines of text, and runs of equal blocks.
import { Skeleton } from './Skeleton';

/** Lines of text, one placeholder each: `block rounded-md` plus the line's own size and spacing. */
export function SkeletonLines({ lines }: { lines: readonly string[] }) {
  return lines.map((line, index) => <Skeleton key={index} className={`block rounded-md ${line}`} />);
}

/** `count` equal placeholders (a list's rows, a grid's fields) in a box laid out by `className`. */
export function SkeletonBlocks({ count, className, block }: { count: number; className: string; block: string }) {
  return (
    <div className={className}>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} className={block} />
      ))}
    </div>
  );
}
