// The frame of the screens a visitor sees before logging in (sign-up, password reset, security
// check): the login screen's look, a way back, the language choice, and a query cache of their own
// (the logged-in shell owns the other one).
import { QueryClientProvider } from '@tanstack/react-query';
import LeftOutline from 'antd-mobile-icons/es/LeftOutline';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { createQueryClient } from '../lib/query-client';
import { LanguagePicker } from './language-picker';
import { LocalizedUi } from './localized-ui';
import './public-page.css';
import './ui-texts';

type PublicPageProps = {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Where the back arrow goes when the panel was opened on this screen. */
  backTo?: string;
  children: ReactNode;
  footer?: ReactNode;
};

/** A query cache for the public screens, kept while the screen is open. */
export function PublicQueries({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

export function PublicPage({ title, subtitle, backTo = '/login', children, footer }: PublicPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const onBack = () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate(backTo, { replace: true });
  };
  return (
    <LocalizedUi>
      <div className="public-page">
        <header className="public-page__top">
          <button type="button" className="public-page__back" onClick={onBack} aria-label={t('publicPage.back')}>
            <LeftOutline aria-hidden="true" />
          </button>
          <LanguagePicker compact />
        </header>
        <section className="public-page__hero">
          <h1 className="public-page__title">{title}</h1>
          {subtitle ? <p className="public-page__subtitle">{subtitle}</p> : null}
        </section>
        <main className="public-page__card">{children}</main>
        {footer ? <footer className="public-page__footer">{footer}</footer> : null}
      </div>
    </LocalizedUi>
  );
}
