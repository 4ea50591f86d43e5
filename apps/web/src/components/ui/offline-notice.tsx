import { IconWifi, IconWifiOff } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BACK_ONLINE_MS } from '../../lib/connection-notice';
import { useIsOnline } from '../../lib/online-status';
import classes from './offline-notice.module.css';

/** The room the notice takes at the bottom of the screen, for full-height screens (chat) to leave free. */
const SPACE_PROPERTY = '--offline-notice-space';

/**
 * A small bar at the bottom of every page while the device is offline: what the person sees is what
 * was already loaded, and the app reconnects by itself (queries wait rather than fail). When the
 * connection returns it says so briefly, then goes. It blocks nothing and is read out politely.
 */
export function OfflineNotice() {
  const { t } = useTranslation();
  const isOnline = useIsOnline();
  const [wasOffline, setWasOffline] = useState(false);
  // How many times the connection came back, and up to which of those "Back online" was hidden.
  const [returns, setReturns] = useState(0);
  const [hiddenReturns, setHiddenReturns] = useState(0);
  if (!isOnline && !wasOffline) setWasOffline(true);
  if (isOnline && wasOffline) {
    setWasOffline(false);
    setReturns(returns + 1);
  }
  useEffect(() => {
    if (returns === hiddenReturns) return undefined;
    const timer = setTimeout(() => setHiddenReturns(returns), BACK_ONLINE_MS);
    return () => clearTimeout(timer);
  }, [returns, hiddenReturns]);

  const state = !isOnline ? 'offline' : returns > hiddenReturns ? 'online' : null;
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = notice.current;
    const root = document.documentElement;
    if (!state || !element) return undefined;
    const observer = new ResizeObserver(() => {
      root.style.setProperty(SPACE_PROPERTY, `${element.offsetHeight + 16}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(SPACE_PROPERTY);
    };
  }, [state]);

  // The live region is always there, so a screen reader announces what appears in it.
  return (
    // The class is named on the region so a visitor's page, which runs islands and not this component, can
    // show the same bar (src/islands/connection.ts).
    <div role="status" className={classes.region} data-offline-notice={classes.notice}>
      {state && (
        <div ref={notice} className={classes.notice} data-state={state}>
          {state === 'offline' ? (
            <IconWifiOff size={18} className={classes.icon} aria-hidden />
          ) : (
            <IconWifi size={18} className={classes.icon} aria-hidden />
          )}
          <span>{t(state === 'offline' ? 'connection.offline' : 'connection.backOnline')}</span>
        </div>
      )}
    </div>
  );
}
