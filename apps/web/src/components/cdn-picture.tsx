// A public picture from the CDN (a card's, a listing's), square, with an outline of a picture while
// it loads and when it has none or fails.
import Image from 'antd-mobile/es/components/image';
import PictureOutline from 'antd-mobile-icons/es/PictureOutline';
import { cdnUrl, useCdnDomain } from '../lib/boot-queries';

export function CdnPicture({
  picture,
  name,
  size,
  className,
  fallbackClassName,
}: {
  picture: string | null | undefined;
  name: string;
  size: number;
  className: string;
  fallbackClassName?: string;
}) {
  const domain = useCdnDomain();
  const outline = <PictureOutline className={fallbackClassName} aria-hidden="true" />;
  return (
    <Image
      className={className}
      src={cdnUrl(domain, picture)}
      alt={name}
      width={size}
      height={size}
      fit="cover"
      lazy={false}
      fallback={outline}
      placeholder={outline}
    />
  );
}
