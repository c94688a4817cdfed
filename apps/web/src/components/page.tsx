// A screen: a navigation bar with the title (and a back button when the screen has a way back),
// then the scrolling content.
// NOTE: not antd-mobile's NavBar: its left side is a `div role="button"` without a name, there even
// when there is no way back, and its back arrow is a div only a pointer can use. This one has
// NavBar's look (its class names and style sheet) and a real, named button.
import LeftOutline from 'antd-mobile-icons/es/LeftOutline';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import 'antd-mobile/es/components/nav-bar/nav-bar.css';
import './page.css';

type PageProps = {
  title: ReactNode;
  /** Where the back button goes when there is no earlier entry in this tab's history; no button when absent. */
  backTo?: string;
  right?: ReactNode;
  children: ReactNode;
  className?: string;
};

export function Page({ title, backTo, right, children, className }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const onBack = () => {
    // react-router numbers the history entries it created; 0 means the panel was opened here.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else if (backTo) void navigate(backTo, { replace: true });
  };
  return (
    <div className={className ? `page ${className}` : 'page'}>
      <div className="adm-nav-bar page__bar">
        <div className="adm-nav-bar-left">
          {backTo !== undefined ? (
            <button type="button" className="adm-nav-bar-back page__back" aria-label={t('common.back')} onClick={onBack}>
              <span className="adm-nav-bar-back-arrow">
                <LeftOutline aria-hidden="true" />
              </span>
            </button>
          ) : null}
        </div>
        <div className="adm-nav-bar-title">{title}</div>
        <div className="adm-nav-bar-right">{right}</div>
      </div>
      <main className="page__body">{children}</main>
    </div>
  );
}
