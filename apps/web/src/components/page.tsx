// A screen: a navigation bar with the title (and a back arrow when the screen has a way back),
// then the scrolling content.
import NavBar from 'antd-mobile/es/components/nav-bar';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import './page.css';

type PageProps = {
  title: ReactNode;
  /** Where the back arrow goes when there is no earlier entry in this tab's history; no arrow when absent. */
  backTo?: string;
  right?: ReactNode;
  children: ReactNode;
  className?: string;
};

export function Page({ title, backTo, right, children, className }: PageProps) {
  const navigate = useNavigate();
  const onBack = () => {
    // react-router numbers the history entries it created; 0 means the panel was opened here.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else if (backTo) void navigate(backTo, { replace: true });
  };
  return (
    <div className={className ? `page ${className}` : 'page'}>
      <NavBar className="page__bar" backIcon={backTo !== undefined} onBack={backTo !== undefined ? onBack : undefined} right={right}>
        {title}
      </NavBar>
      <main className="page__body">{children}</main>
    </div>
  );
}
