import { useState } from 'react';
import { tv } from '@/lib/tailwind-variants';
import { initials } from '@/lib/format';
import { UserIcon } from './Icons';

const avatar = tv({
  base: 'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-100 font-semibold text-brand-800 select-none',
  variants: {
    size: {
      sm: 'size-8 text-xs',
      md: 'size-10 text-sm',
      lg: 'size-16 text-xl',
      // Fills a box the caller sizes (the profile's image frame).
      fill: 'size-full text-2xl',
    },
  },
  defaultVariants: { size: 'md' },
});

export interface AvatarProps {
  src?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  /** @default 'md' */
  size?: 'sm' | 'md' | 'lg' | 'fill';
  /** Set false when no visible name sits next to the avatar, so it is announced. @default true */
  decorative?: boolean;
  className?: string;
}

export function Avatar({ src, firstName, lastName, size = 'md', decorative = true, className }: AvatarProps) {
  // Remember which URL failed, so a new src gets a fresh try without an effect.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && src !== failedSrc;
  const name = [firstName, lastName].filter(Boolean).join(' ').trim();
  const letters = initials(firstName, lastName);
  const isAnnounced = !decorative && name !== '';

  if (showImage && src) {
    return (
      <span className={avatar({ size, className })}>
        <img src={src} alt={isAnnounced ? name : ''} onError={() => setFailedSrc(src)} className="size-full object-cover" />
      </span>
    );
  }

  return (
    <span
      className={avatar({ size, className })}
      role={isAnnounced ? 'img' : undefined}
      aria-label={isAnnounced ? name : undefined}
      aria-hidden={isAnnounced ? undefined : true}
    >
      {letters ? letters : <UserIcon className={size === 'lg' || size === 'fill' ? 'size-8' : 'size-1/2'} />}
    </span>
  );
}
