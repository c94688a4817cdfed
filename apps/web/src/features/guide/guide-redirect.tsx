// Sends an account whose guide is pending (guide info show=true) from home to /guide, once per tab.
// Rendered by the logged-in shell; it shows nothing.
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useCurrentUser } from '../../lib/boot-queries';
import { guideInfoQuery, markGuideShown, shouldOpenGuide, wasGuideShown } from './guide-api';

export function GuideRedirect() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { id } = useCurrentUser();
  const onHome = pathname === '/home';
  const shown = wasGuideShown(id);
  const info = useQuery({ ...guideInfoQuery, enabled: onHome && !shown }).data;
  const open = onHome && shouldOpenGuide(info, shown);

  useEffect(() => {
    if (!open) return;
    markGuideShown(id);
    void navigate('/guide');
  }, [open, id, navigate]);
  return null;
}
