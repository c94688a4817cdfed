// A round picture of a store or a person (a stored file's key or address), with their initials
// when there is no picture.
import Avatar from 'antd-mobile/es/components/avatar';
import type { CSSProperties } from 'react';
import { cdnUrl, useCdnDomain } from '../lib/boot-queries';
import './profile-avatar.css';

/** Up to two initials of a name, for the placeholder. */
export function initialsOf(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => Array.from(word)[0]?.toUpperCase() ?? '')
    .join('');
}

type ProfileAvatarProps = { picture: string | null | undefined; name: string; size?: number; alt?: string };

export function ProfileAvatar({ picture, name, size = 44, alt }: ProfileAvatarProps) {
  const domain = useCdnDomain();
  return (
    <Avatar
      className="profile-avatar"
      style={{ '--size': `${size}px`, '--border-radius': '50%' } as CSSProperties}
      src={cdnUrl(domain, picture) ?? ''}
      alt={alt ?? ''}
      fallback={
        <span className="profile-avatar__initials" style={{ fontSize: Math.round(size * 0.36) }} aria-hidden="true">
          {initialsOf(name) || '?'}
        </span>
      }
    />
  );
}
