// A loading page's placeholders described by their sizes: lines of text, and runs of equal blocks.
import { Card } from './Card';
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

/**
 * `count` rows of the same placeholders (a label over its field, a switch beside its text), each row
 * a box laid out by `className`, its placeholders drawn by `cells`.
 */
export function SkeletonRows({ count, className, cells }: { count: number; className: string; cells: readonly string[] }) {
  return Array.from({ length: count }, (_, row) => (
    <div key={row} className={className}>
      {cells.map((cell, index) => (
        <Skeleton key={index} className={cell} />
      ))}
    </div>
  ));
}

/** One card of a loading page: its lines, then optionally a run of equal blocks. */
export interface SkeletonCard {
  lines: readonly string[];
  blocks?: { count: number; className: string; block: string };
}

/** A loading page drawn as cards, announced once as a status named `label`. */
export function SkeletonCards({ label, className, cards }: { label: string; className: string; cards: readonly SkeletonCard[] }) {
  return (
    <div role="status" aria-label={label} className={className}>
      {cards.map(({ lines, blocks }, index) => (
        <Card key={index}>
          <SkeletonLines lines={lines} />
          {blocks && <SkeletonBlocks {...blocks} />}
        </Card>
      ))}
    </div>
  );
}
