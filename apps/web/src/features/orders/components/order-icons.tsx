/** Line icons of the order screens, drawn like components/icons.tsx: `currentColor`, decorative (aria-hidden). */
import type { ReactNode } from 'react';
import { type IconProps, Icon as LineIcon } from '../../../components/icons';

/** These icons are drawn a little smaller than the shared default. */
const Icon = ({ size = 18, ...props }: IconProps & { children: ReactNode }) => <LineIcon size={size} {...props} />;

export const DownloadIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 4v11M7.5 10.5 12 15l4.5-4.5M5 19.5h14" />
  </Icon>
);

export const ReceiptIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M6 3.5h12v17l-2.5-1.5-2 1.5-1.5-1.5-1.5 1.5-2-1.5L6 20.5z" />
    <path d="M9 8h6M9 11.5h6M9 15h3.5" />
  </Icon>
);

/** The padlock of a secure payment (PAY NOW), drawn as the checkout's. */
export const LockIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="5" y="10.5" width="14" height="10" rx="1.5" />
    <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" />
  </Icon>
);
