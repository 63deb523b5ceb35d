// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { SmsLoginForm } from './sms-login-form';

const calls: { url: string; body: unknown }[] = [];
let answer: { code: number; msg: string; data: unknown } = {
  code: 200,
  msg: 'ok',
  data: { resendAfter: 60 },
};

beforeEach(() => {
  changeLanguage('en');
  calls.length = 0;
  answer = { code: 200, msg: 'ok', data: { resendAfter: 60 } };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      return new Response(JSON.stringify(answer));
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderForm() {
  const router = createMemoryRouter(
    [
      { path: '/login', Component: SmsLoginForm },
      { path: '/home', Component: () => <p>home page</p> },
    ],
    { initialEntries: ['/login'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('SmsLoginForm', () => {
  it('refuses a malformed mobile before any call', async () => {
    renderForm();
    fireEvent.change(await screen.findByLabelText('Mobile number'), { target: { value: '12345' } });
    fireEvent.click(screen.getByTestId('sms-get-code'));
    expect(await screen.findByTestId('sms-error')).toHaveProperty(
      'textContent',
      'Please enter a valid mobile number',
    );
    expect(calls).toHaveLength(0);
  });

  it('keeps only digits in the mobile field', async () => {
    renderForm();
    const input = await screen.findByLabelText('Mobile number');
    fireEvent.change(input, { target: { value: '138-0000 0000x9' } });
    expect(input).toHaveProperty('value', '13800000000');
  });

  it('asks for a code, then counts down 60 seconds before a resend', async () => {
    renderForm();
    fireEvent.change(await screen.findByLabelText('Mobile number'), { target: { value: '13800000000' } });
    vi.useFakeTimers();
    await act(async () => {
      fireEvent.click(screen.getByTestId('sms-get-code'));
    });
    expect(calls[0]?.url).toMatch(/^\/api\/oauth\/SmsCode\?/);
    expect(calls[0]?.body).toEqual({ mobile: '13800000000' });
    const button = screen.getByTestId('sms-get-code');
    expect(button.textContent).toBe('Resend in 60 s');
    expect(button).toHaveProperty('disabled', true);
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    expect(button.textContent).toBe('Resend in 59 s');
    for (let i = 0; i < 59; i += 1) {
      await act(async () => {
        vi.advanceTimersByTime(1000);
      });
    }
    expect(button.textContent).toBe('Resend');
    expect(button).toHaveProperty('disabled', false);
  });

  it('shows the server message when the resend is refused', async () => {
    answer = { code: 429, msg: 'Please wait 40 seconds before requesting another code', data: null };
    renderForm();
    fireEvent.change(await screen.findByLabelText('Mobile number'), { target: { value: '13800000000' } });
    fireEvent.click(screen.getByTestId('sms-get-code'));
    expect((await screen.findByTestId('sms-error')).textContent).toBe(
      'Please wait 40 seconds before requesting another code',
    );
  });

  it('signs in with the code and goes home', async () => {
    answer = { code: 200, msg: 'ok', data: { token: `Bearer ${'a'.repeat(43)}`, theme: 'classic' } };
    const router = renderForm();
    fireEvent.change(await screen.findByLabelText('Mobile number'), { target: { value: '13800000000' } });
    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('sms-submit'));
    expect(await screen.findByText('home page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/home');
    expect(calls[0]?.body).toEqual({ mobile: '13800000000', code: '123456' });
  });
});
