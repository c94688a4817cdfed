// A card's picture, as the catalogue's lists and details show it. A module of its own: the stock
// tab shows it on every row, and catalogue-ui.tsx's picture upload field would bring the toasts' and
// the uploads' code along with it.
import { CdnPicture } from '../../components/cdn-picture';
import styles from './catalogue.module.css';

export function CardPicture({ picture, name, size = 64 }: { picture: string | null | undefined; name: string; size?: number }) {
  return <CdnPicture className={styles.picture} fallbackClassName={styles.pictureFallback} picture={picture} name={name} size={size} />;
}
