// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/renderApp.tsx';
import { notify } from '../notices/notify.ts';
import { settleDelayMs } from './useWhenSettled.ts';

vi.mock('../notices/notify.ts', () => ({ notify: vi.fn(), useNoticeHostWanted: () => false }));

const settled = () => new Promise((resolve) => setTimeout(resolve, settleDelayMs + 300));
const successes = () => vi.mocked(notify).mock.calls.filter(([notice]) => notice.title === 'Calculation Complete').length;

afterEach(() => vi.mocked(notify).mockClear());

describe('the Calculation Complete notice', () => {
  it('comes once the inputs settle on a valid result, and never for a blank or invalid value', async () => {
    const { user } = await renderApp('/percentage-calculator?value1=40&value2=50&mode=change');
    const first = await screen.findByLabelText('Starting value (V1)');
    await user.type(first, '0');
    await settled();
    expect(successes()).toBe(1);

    // A blank first value counts as 0 and still gives a figure, but it is no success.
    await user.clear(first);
    await settled();
    await user.type(first, 'abc');
    await settled();
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a number');
    expect(successes()).toBe(1);
  });
});
