/**
 * The customer's picture, or when there is none a generated initials avatar (spec §2): up to two initials of the
 * name on a gold disc. Decorative beside the name it stands for, so it has no alternative text of its own unless
 * given one.
 */
type AvatarProps = { name: string; image: string | null | undefined; size?: number; alt?: string; className?: string };

export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase() || '?';
}

export function Avatar({ name, image, size = 40, alt = '', className = '' }: AvatarProps) {
  const style = { width: size, height: size, fontSize: size * 0.4 };
  return image ? (
    <img className={`avatar ${className}`.trim()} src={image} alt={alt} width={size} height={size} style={style} />
  ) : (
    <span className={`avatar avatar--initials ${className}`.trim()} style={style} aria-hidden={alt ? undefined : true}>
      {initialsOf(name)}
    </span>
  );
}
