/** An <img> whose source follows the theme; width and height are always given so the layout never shifts. */
import type { ImgHTMLAttributes } from 'react';
import { useTheme } from '../lib/theme';
import { ART, ART_SIZE, type ArtName, type ThemedSource } from './art';

type ThemedImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'width' | 'height'> & {
  source: ThemedSource;
  alt: string;
  width: number;
  height: number;
};

export function ThemedImage({ source, alt, width, height, ...props }: ThemedImageProps) {
  const theme = useTheme();
  return <img src={source[theme]} alt={alt} width={width} height={height} decoding="async" {...props} />;
}

type ArtworkProps = Omit<ThemedImageProps, 'source' | 'width' | 'height'> & { name: ArtName };

/** One of the shop's illustrations at its natural 4:3 size (CSS scales it to the column). */
export function Artwork({ name, ...props }: ArtworkProps) {
  return <ThemedImage source={ART[name]} width={ART_SIZE.width} height={ART_SIZE.height} {...props} />;
}
