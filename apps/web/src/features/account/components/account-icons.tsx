/** The account screens' own icons, drawn like the shared ones (components/icons.tsx). */
import { Icon, type IconProps } from '../../../components/icons';

/** Something the account has now (the complete-account page's done parts). */
export function CheckIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m5 12.5 4.5 4.5L19 7.5" />
    </Icon>
  );
}
