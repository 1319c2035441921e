// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { initAnalytics, privacySignalsOptOut, resetAnalyticsForTests, trackEvent, trackPageView, trackSearch } from './analytics.ts';

const analyticsWindow = window as unknown as { dataLayer?: IArguments[] };

function sentEvents(): unknown[][] {
  return (analyticsWindow.dataLayer ?? []).map((args) => Array.from(args)).filter((args) => args[0] === 'event');
}

function setNavigator(signals: { doNotTrack?: string | null; globalPrivacyControl?: boolean }) {
  Object.defineProperty(navigator, 'doNotTrack', { value: signals.doNotTrack ?? null, configurable: true });
  Object.defineProperty(navigator, 'globalPrivacyControl', { value: signals.globalPrivacyControl, configurable: true });
}

afterEach(() => {
  resetAnalyticsForTests();
  delete analyticsWindow.dataLayer;
  document.head.querySelectorAll('script').forEach((script) => script.remove());
  setNavigator({});
});

describe('privacy signals (D13)', () => {
  it('opt out on Global Privacy Control or Do Not Track', () => {
    expect(privacySignalsOptOut({ doNotTrack: null, globalPrivacyControl: true })).toBe(true);
    expect(privacySignalsOptOut({ doNotTrack: '1' })).toBe(true);
    expect(privacySignalsOptOut({ doNotTrack: '0' })).toBe(false);
    expect(privacySignalsOptOut({ doNotTrack: null })).toBe(false);
  });
});

describe('analytics', () => {
  it('loads nothing and sends nothing without a measurement id', () => {
    expect(initAnalytics(undefined)).toBe(false);
    trackPageView('/percentage-calculator');
    trackEvent({ name: 'calculator_used', category: 'Percentage Calculator', label: 'x', value: 1 });
    expect(document.querySelector('script[src*="googletagmanager"]')).toBeNull();
    expect(analyticsWindow.dataLayer).toBeUndefined();
  });

  it('loads nothing when the browser sends Global Privacy Control, even when configured', () => {
    setNavigator({ globalPrivacyControl: true });
    expect(initAnalytics('G-TEST')).toBe(false);
    expect(document.querySelector('script[src*="googletagmanager"]')).toBeNull();
  });

  it('loads nothing when the browser sends Do Not Track', () => {
    setNavigator({ doNotTrack: '1' });
    expect(initAnalytics('G-TEST')).toBe(false);
  });

  it('when configured, loads the library once and reports page views by path only', () => {
    expect(initAnalytics('G-TEST')).toBe(true);
    expect(initAnalytics('G-TEST')).toBe(true);
    expect(document.querySelectorAll('script[src*="googletagmanager"]')).toHaveLength(1);
    trackPageView('/percentage-calculator');
    expect(sentEvents()).toEqual([
      ['event', 'page_view', { page_path: '/percentage-calculator', page_location: `${window.location.origin}/percentage-calculator` }],
    ]);
  });

  it('reports search queries of 3 or more characters with the result count', () => {
    initAnalytics('G-TEST');
    trackSearch('gp', 2);
    trackSearch('gpa', 4);
    expect(sentEvents()).toEqual([['event', 'search_query', { event_category: 'search', event_label: 'gpa', value: 4 }]]);
  });
});
