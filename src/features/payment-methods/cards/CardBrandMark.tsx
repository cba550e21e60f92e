import type { ReactNode, SVGProps } from 'react';
import { joinClasses } from '@/lib/class-names';
import { brandLabel } from '@/features/payment-methods/cards/card-display';

export interface CardBrandMarkProps {
  brand: string | null | undefined;
  /** Placement only (margins, grid cells): the size comes from `size`. */
  className?: string;
  /** `sm` beside a line of text (a payment's card). @default 'md' */
  size?: 'sm' | 'md';
  /** Set when the brand is already said in text next to the mark. */
  decorative?: boolean;
}

const SIZES = { sm: 'h-6 w-9', md: 'h-8 w-12' };

/** The card itself: a 48×32 rounded rectangle. */
function Face({ fill }: { fill: string }) {
  return <rect width="48" height="32" rx="4" fill={fill} />;
}

/** A brand's name centred on the card, in a plain sans-serif. */
function Wordmark(props: Omit<SVGProps<SVGTextElement>, 'x' | 'textAnchor' | 'fontFamily'>) {
  return <text x="24" textAnchor="middle" fontFamily="Arial, Helvetica, sans-serif" {...props} />;
}

/** A brand's artwork: the card's colour, and what is drawn on it. */
interface Artwork {
  face: string;
  marks: ReactNode;
}

// Simple marks in each brand's colours; not the official artwork.
const ARTWORK: Partial<Record<string, Artwork>> = {
  visa: {
    face: '#ffffff',
    marks: (
      <Wordmark y="21" fontSize="14" fontWeight="800" fontStyle="italic" fill="#1a1f71">
        VISA
      </Wordmark>
    ),
  },
  mastercard: {
    face: '#ffffff',
    marks: (
      <>
        <circle cx="19" cy="16" r="9" fill="#eb001b" />
        <circle cx="29" cy="16" r="9" fill="#f79e1b" />
        <path d="M24 8.5a9 9 0 0 1 0 15a9 9 0 0 1 0-15z" fill="#ff5f00" />
      </>
    ),
  },
  american_express: {
    face: '#006fcf',
    marks: (
      <Wordmark y="20" fontSize="10.5" fontWeight="800" fill="#ffffff" letterSpacing="0.5">
        AMEX
      </Wordmark>
    ),
  },
  carnet: {
    face: '#ffffff',
    marks: (
      <>
        <path d="M10 25c7-5 19-7 28-3" stroke="#d52b1e" strokeWidth="2.5" fill="none" strokeLinecap="round" />
        <Wordmark y="17" fontSize="11" fontWeight="700" fill="#1c3f94">
          carnet
        </Wordmark>
      </>
    ),
  },
};

/** No brand, or one without artwork: a plain grey card with two lines. */
const PLAIN_CARD: Artwork = {
  face: '#f1f5f9',
  marks: (
    <>
      <rect x="8" y="9" width="32" height="4" rx="1" fill="#64748b" />
      <rect x="8" y="19" width="12" height="3" rx="1" fill="#94a3b8" />
    </>
  ),
};

/** The brand's mark; its accessible name is the brand label ("Visa", "Carnet"...). */
export function CardBrandMark({ brand, className, size = 'md', decorative = false }: CardBrandMarkProps) {
  const { face, marks } = (brand && Object.hasOwn(ARTWORK, brand) && ARTWORK[brand]) || PLAIN_CARD;
  const a11y = decorative ? { 'aria-hidden': true as const } : { role: 'img', 'aria-label': brandLabel(brand) };
  return (
    <svg
      viewBox="0 0 48 32"
      focusable="false"
      {...a11y}
      className={joinClasses(SIZES[size], 'shrink-0 rounded-md ring-1 ring-slate-900/10', className)}
    >
      <Face fill={face} />
      {marks}
    </svg>
  );
}
