// A task on a card's stock that is not there for the caller (another's or unknown): what the
// detail screens show instead of it, with the way back to the list.
import Button from 'antd-mobile/es/components/button';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import { useNavigate } from 'react-router';
import { isMissingError } from '../../lib/api-client';
import styles from './stock-work.module.css';

/** True for a refusal that means the task is not there for the caller (150004: another's or unknown), not a failed load. */
export const isMissingTask = isMissingError;

/** A task not there for the caller, with the way back to the list (`back.to`, replacing this screen). */
export function TaskMissing({ testId, title, text, back }: { testId: string; title: string; text: string; back: { label: string; to: string } }) {
  const navigate = useNavigate();
  return (
    <div className={styles.state} data-testid={testId}>
      <ErrorBlock status="empty" title={title} description={text} />
      <Button color="primary" fill="outline" className={styles.tall} onClick={() => void navigate(back.to, { replace: true })}>
        {back.label}
      </Button>
    </div>
  );
}
