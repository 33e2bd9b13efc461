import { act, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import TypesafeI18n from '../../../locales/i18n-react';
import { translations } from '../../../tests/utils/i18n';
import { backOnlineNoticeMs, OfflineNotice } from './offline-notice';
import { useOnlineStatus } from '../../ui';

const LL = translations('en');
let online: boolean;

const wrapper = ({ children }: { children: ReactNode }) => (
  <TypesafeI18n locale="en">{children}</TypesafeI18n>
);

const goOffline = () => {
  online = false;
  act(() => {
    window.dispatchEvent(new Event('offline'));
  });
};

const goOnline = () => {
  online = true;
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
};

beforeEach(() => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useOnlineStatus', () => {
  it('follows the browser', () => {
    online = false;
    const view = renderHook(() => useOnlineStatus());
    expect(view.result.current).toBe(false);
    goOnline();
    expect(view.result.current).toBe(true);
    goOffline();
    expect(view.result.current).toBe(false);
  });
});

describe('OfflineNotice', () => {
  it('shows nothing while online', () => {
    render(<OfflineNotice />, { wrapper });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says so when the connection is lost', () => {
    render(<OfflineNotice />, { wrapper });
    goOffline();
    expect(screen.getByRole('status')).toHaveTextContent(LL.status.offline());
  });

  it('shows the loss when the page opens offline', () => {
    online = false;
    render(<OfflineNotice />, { wrapper });
    expect(screen.getByRole('status')).toHaveTextContent(LL.status.offline());
  });

  it('says briefly that the connection is back', () => {
    render(<OfflineNotice />, { wrapper });
    goOffline();
    goOnline();
    expect(screen.getByRole('status')).toHaveTextContent(LL.status.backOnline());
    act(() => {
      vi.advanceTimersByTime(backOnlineNoticeMs - 1);
    });
    expect(screen.getByRole('status')).toHaveTextContent(LL.status.backOnline());
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows the loss again at once when the connection drops during "back online"', () => {
    render(<OfflineNotice />, { wrapper });
    goOffline();
    goOnline();
    goOffline();
    expect(screen.getByRole('status')).toHaveTextContent(LL.status.offline());
    goOnline();
    act(() => {
      vi.advanceTimersByTime(backOnlineNoticeMs - 1);
    });
    expect(screen.getByRole('status')).toHaveTextContent(LL.status.backOnline());
  });

  it('leaves no timer or listener behind when unmounted', () => {
    const add = vi.spyOn(window, 'addEventListener');
    const remove = vi.spyOn(window, 'removeEventListener');
    const view = render(<OfflineNotice />, { wrapper });
    goOffline();
    goOnline();
    view.unmount();
    expect(vi.getTimerCount()).toBe(0);
    const listened = add.mock.calls.filter(([type]) => type === 'online' || type === 'offline');
    expect(listened.length).toBeGreaterThanOrEqual(4);
    for (const [type, listener] of listened) expect(remove).toHaveBeenCalledWith(type, listener);
  });
});
