import type { SVGProps } from 'react';
import { joinClasses } from '@/lib/class-names';
import { strokeIconProps } from './stroke-icon';

type IconProps = SVGProps<SVGSVGElement>;

// A size the caller gives (size-4, h-6…) replaces the default size-5: classes are joined, not merged.
const SIZE = /(^|\s)(size|w|h)-/;

// Icons are always decorative: the control around them carries the accessible name. Each is one
// path on a 24-unit grid (circles and rectangles written as arcs), drawn with a 1.75 stroke.
function createIcon(name: string, d: string) {
  function Icon({ className, ...props }: IconProps) {
    return (
      <svg {...strokeIconProps} className={joinClasses(!SIZE.test(className ?? '') && 'size-5', 'shrink-0', className)} {...props}>
        <path d={d} />
      </svg>
    );
  }
  Icon.displayName = name;
  return Icon;
}

export const MenuIcon = createIcon('MenuIcon', 'M4 6h16M4 12h16M4 18h16');
export const XIcon = createIcon('XIcon', 'M18 6 6 18M6 6l12 12');
export const ChevronDownIcon = createIcon('ChevronDownIcon', 'm6 9 6 6 6-6');
export const ChevronLeftIcon = createIcon('ChevronLeftIcon', 'm15 18-6-6 6-6');
export const ChevronRightIcon = createIcon('ChevronRightIcon', 'm9 18 6-6-6-6');
export const HomeIcon = createIcon('HomeIcon', 'M3 10.5 12 3l9 7.5M5 9v11a1 1 0 0 0 1 1h4v-6h4v6h4a1 1 0 0 0 1-1V9');
export const UserIcon = createIcon('UserIcon', 'M8 8a4 4 0 1 0 8 0a4 4 0 1 0-8 0zM4 21a8 8 0 0 1 16 0');
export const BuildingIcon = createIcon(
  'BuildingIcon',
  'M6 2h12a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2h-12a2 2 0 0 1-2-2v-16a2 2 0 0 1 2-2zM9 22v-4h6v4M8 6h.01M12 6h.01M16 6h.01M8 10h.01M12 10h.01M16 10h.01M8 14h.01M12 14h.01M16 14h.01',
);
export const CreditCardIcon = createIcon(
  'CreditCardIcon',
  'M4 5h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2h-16a2 2 0 0 1-2-2v-10a2 2 0 0 1 2-2zM2 10h20M6 15h4',
);
export const ReceiptIcon = createIcon(
  'ReceiptIcon',
  'M5 2v20l2.33-1.5L9.67 22 12 20.5 14.33 22l2.34-1.5L19 22V2l-2.33 1.5L14.33 2 12 3.5 9.67 2 7.33 3.5zM9 8h6M9 12h6M9 16h4',
);
export const UsersIcon = createIcon(
  'UsersIcon',
  'M5 7a4 4 0 1 0 8 0a4 4 0 1 0-8 0zM2 21v-2a4 4 0 0 1 4-4h6a4 4 0 0 1 4 4v2M16 3.13a4 4 0 0 1 0 7.75M22 21v-2a4 4 0 0 0-3-3.87',
);
export const BellIcon = createIcon('BellIcon', 'M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0');
// A question mark in a circle: Ayuda.
export const HelpCircleIcon = createIcon(
  'HelpCircleIcon',
  'M2 12a10 10 0 1 0 20 0a10 10 0 1 0-20 0zM9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3M12 17h.01',
);
export const LogOutIcon = createIcon('LogOutIcon', 'M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9');
export const EyeIcon = createIcon('EyeIcon', 'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12zM9 12a3 3 0 1 0 6 0a3 3 0 1 0-6 0z');
export const EyeOffIcon = createIcon(
  'EyeOffIcon',
  'M9.88 9.88a3 3 0 1 0 4.24 4.24M10.73 5.08A10.4 10.4 0 0 1 12 5c6.5 0 10 7 10 7a13.2 13.2 0 0 1-1.67 2.68M6.61 6.61A13.5 13.5 0 0 0 2 12s3.5 7 10 7a9.7 9.7 0 0 0 5.39-1.61M2 2l20 20',
);
export const MailIcon = createIcon('MailIcon', 'M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Zm-1 1 9 7 9-7');
export const PlusIcon = createIcon('PlusIcon', 'M12 5v14M5 12h14');
export const MinusIcon = createIcon('MinusIcon', 'M5 12h14');
export const TrashIcon = createIcon(
  'TrashIcon',
  'M3 6h18M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2M19 6l-1 14a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2L5 6M10 11v6M14 11v6',
);
export const StarIcon = createIcon('StarIcon', 'm12 2 3.09 6.26L22 9.27l-5 4.87 1.18 6.88L12 17.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01z');
export const CheckIcon = createIcon('CheckIcon', 'M20 6 9 17l-5-5');
export const AlertTriangleIcon = createIcon(
  'AlertTriangleIcon',
  'M10.29 3.86 1.82 18a2 2 0 0 0 1.71 3h16.94a2 2 0 0 0 1.71-3L13.71 3.86a2 2 0 0 0-3.42 0zM12 9v4M12 17h.01',
);
export const DownloadIcon = createIcon('DownloadIcon', 'M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M7 10l5 5 5-5M12 15V3');
export const UploadIcon = createIcon('UploadIcon', 'M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M17 8l-5-5-5 5M12 3v12');
export const SearchIcon = createIcon('SearchIcon', 'M4 11a7 7 0 1 0 14 0a7 7 0 1 0-14 0zM21 21l-4.35-4.35');
export const CalendarIcon = createIcon(
  'CalendarIcon',
  'M5 4h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-14a2 2 0 0 1-2-2v-14a2 2 0 0 1 2-2zM16 2v4M8 2v4M3 10h18',
);
export const LockIcon = createIcon(
  'LockIcon',
  'M5 11h14a2 2 0 0 1 2 2v7a2 2 0 0 1-2 2h-14a2 2 0 0 1-2-2v-7a2 2 0 0 1 2-2zM7 11V7a5 5 0 0 1 10 0v4',
);
export const ShieldIcon = createIcon('ShieldIcon', 'M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10zM9 12l2 2 4-4');
export const RefreshIcon = createIcon('RefreshIcon', 'M21 12a9 9 0 0 1-15.5 6.2L3 16M3 12a9 9 0 0 1 15.5-6.2L21 8M21 3v5h-5M3 21v-5h5');
export const CopyIcon = createIcon(
  'CopyIcon',
  'M11 9h8a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2h-8a2 2 0 0 1-2-2v-8a2 2 0 0 1 2-2zM5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1',
);
export const PrintIcon = createIcon(
  'PrintIcon',
  'M6 9V2h12v7M6 18H4a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2M6 14h12v8H6z',
);
