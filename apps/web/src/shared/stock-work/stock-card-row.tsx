// A card the stock screens work on (to pick, or the one picked): picture, name, what kind it is
// and, when known, its free units; a tap opens it, `change` says at the right what the tap does.
import type { CardResponse } from '@panel/domain/contract/cards';
import type { ReactNode } from 'react';
import { OrderPicture } from '../orders/order-row';
import styles from './stock-work.module.css';

export type StockCard = Pick<CardResponse, 'id' | 'name' | 'picture'> & { counts?: Pick<CardResponse['counts'], 'free'> };

type StockCardRowProps = {
  card: StockCard;
  /** The free units said in the feature's words, when the card's counts are known. */
  free?: string;
  /** Before the free units (the card's type). */
  tag?: ReactNode;
  onOpen?: () => void;
  disabled?: boolean;
  /** At the right of the row: what tapping it does ('Change'). */
  change?: string;
};

export function StockCardRow({ card, free, tag, onOpen, disabled, change }: StockCardRowProps) {
  const body = (
    <>
      <OrderPicture picture={card.picture} name={card.name} size={48} />
      <span className={styles.cardBody}>
        <span className={styles.name}>{card.name}</span>
        {tag || free !== undefined ? (
          <span className={styles.meta}>
            {tag}
            {free !== undefined ? (
              <span className={styles.free} data-testid="card-free">
                {free}
              </span>
            ) : null}
          </span>
        ) : null}
      </span>
      {change ? <span className={styles.change}>{change}</span> : null}
    </>
  );
  if (!onOpen) return <div className={styles.card}>{body}</div>;
  return (
    <button type="button" className={styles.card} onClick={onOpen} disabled={disabled} data-card={card.id}>
      {body}
    </button>
  );
}
