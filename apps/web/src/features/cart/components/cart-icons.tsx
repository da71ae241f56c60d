/** Line icons of the cart screens, drawn like components/icons.tsx: `currentColor`, decorative (aria-hidden). */
import type { ReactNode } from 'react';
import { type IconProps, Icon as LineIcon } from '../../../components/icons';

/** These icons are drawn a little smaller than the shared default. */
const Icon = ({ size = 18, ...props }: IconProps & { children: ReactNode }) => <LineIcon size={size} {...props} />;

export const MinusIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M5 12h14" />
  </Icon>
);

export const PlusIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 5v14M5 12h14" />
  </Icon>
);

export const ShareIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="18" cy="5.5" r="2.5" />
    <circle cx="6" cy="12" r="2.5" />
    <circle cx="18" cy="18.5" r="2.5" />
    <path d="m8.2 10.8 7.6-4.1M8.2 13.2l7.6 4.1" />
  </Icon>
);

export const BookmarkIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M7 4.5h10v15l-5-3.5-5 3.5z" />
  </Icon>
);

export const TagIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M3.5 12.5V4.5h8l9 9-8 8z" />
    <circle cx="8" cy="9" r="1.3" />
  </Icon>
);

export const LockIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="5" y="10.5" width="14" height="10" rx="1.5" />
    <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" />
  </Icon>
);

export const CheckCircleIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="m8 12.5 2.7 2.7L16.5 9.5" />
  </Icon>
);

export const CartBackIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M5 8h14l-1 12.5H6z" />
    <path d="M9 10V6.5a3 3 0 0 1 6 0V10" />
  </Icon>
);
