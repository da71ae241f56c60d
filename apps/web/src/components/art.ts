/** The shop's own artwork, each in a light and a dark variant (spec §4: the theme selects image variants). */
import bangleDark from '../assets/art/bangle-dark.svg';
import bangleLight from '../assets/art/bangle-light.svg';
import diamondDark from '../assets/art/diamond-dark.svg';
import diamondLight from '../assets/art/diamond-light.svg';
import earringsDark from '../assets/art/earrings-dark.svg';
import earringsLight from '../assets/art/earrings-light.svg';
import giftBoxDark from '../assets/art/gift-box-dark.svg';
import giftBoxLight from '../assets/art/gift-box-light.svg';
import lostDark from '../assets/art/lost-dark.svg';
import lostLight from '../assets/art/lost-light.svg';
import necklaceDark from '../assets/art/necklace-dark.svg';
import necklaceLight from '../assets/art/necklace-light.svg';
import pendantDark from '../assets/art/pendant-dark.svg';
import pendantLight from '../assets/art/pendant-light.svg';
import ringBoxDark from '../assets/art/ring-box-dark.svg';
import ringBoxLight from '../assets/art/ring-box-light.svg';
import ringDark from '../assets/art/ring-dark.svg';
import ringLight from '../assets/art/ring-light.svg';
import ringPairDark from '../assets/art/ring-pair-dark.svg';
import ringPairLight from '../assets/art/ring-pair-light.svg';
import logoDark from '../assets/brand/logo-dark.svg';
import logoLight from '../assets/brand/logo-light.svg';

export type ThemedSource = { light: string; dark: string };

/** Every illustration is drawn on a 480 x 360 canvas. */
export const ART_SIZE = { width: 480, height: 360 } as const;

export const ART = {
  bangle: { light: bangleLight, dark: bangleDark },
  diamond: { light: diamondLight, dark: diamondDark },
  earrings: { light: earringsLight, dark: earringsDark },
  giftBox: { light: giftBoxLight, dark: giftBoxDark },
  lost: { light: lostLight, dark: lostDark },
  necklace: { light: necklaceLight, dark: necklaceDark },
  pendant: { light: pendantLight, dark: pendantDark },
  ring: { light: ringLight, dark: ringDark },
  ringBox: { light: ringBoxLight, dark: ringBoxDark },
  ringPair: { light: ringPairLight, dark: ringPairDark },
} as const satisfies Record<string, ThemedSource>;

export type ArtName = keyof typeof ART;

export const LOGO = { light: logoLight, dark: logoDark, width: 172, height: 52 } as const;
