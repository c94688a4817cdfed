// A store's public contacts as a list, each a link where it leads somewhere sure (a call, an email,
// its site, a social profile): on the store's page, and wherever a buyer is told to contact the
// seller (an offline order whose store has no bank account).
import List from 'antd-mobile/es/components/list';
import type { StoreContacts } from '@panel/domain/contract/stores';
import { useTranslation } from 'react-i18next';
import { CONTACT_KINDS, contactHref } from './store-contacts';
import './store-contact-list.css';
import './locales';

export function StoreContactList({ contacts, header, className }: { contacts: StoreContacts; header?: string; className?: string }) {
  const { t } = useTranslation();
  const shown = CONTACT_KINDS.filter((kind) => contacts[kind]);
  return (
    <List header={header ?? t('storeContacts.title')} className={className} data-testid="store-contacts">
      {shown.length === 0 ? <List.Item>{t('storeContacts.none')}</List.Item> : null}
      {shown.map((kind) => {
        const value = contacts[kind]!;
        const href = contactHref(kind, value);
        const external = href?.startsWith('http');
        return (
          <List.Item
            key={kind}
            extra={
              href ? (
                <a className="store-contact-link" href={href} target={external ? '_blank' : undefined} rel={external ? 'noopener noreferrer' : undefined}>
                  {value}
                </a>
              ) : (
                <span className="store-contact-text">{value}</span>
              )
            }
          >
            {t(`storeContacts.${kind}`)}
          </List.Item>
        );
      })}
    </List>
  );
}
