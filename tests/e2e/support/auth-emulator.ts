// Reads what the Auth emulator "sent": e-mail action links and SMS codes.
import { expect, type Page } from '@playwright/test';
import { EMULATORS, PROJECT_ID } from '../../support/emulator-env';

const base = () => `http://${EMULATORS.auth.host}:${EMULATORS.auth.port}/emulator/v1/projects/${PROJECT_ID}`;

interface OobCode {
  email: string;
  requestType: string;
  oobLink: string;
}

interface VerificationCode {
  phoneNumber: string;
  code: string;
}

/** The newest e-mail link of a kind sent to `email`, waiting for it to arrive. */
export async function latestOobLink(email: string, requestType: 'EMAIL_SIGNIN' | 'PASSWORD_RESET' | 'VERIFY_EMAIL'): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const response = await fetch(`${base()}/oobCodes`);
      const { oobCodes } = (await response.json()) as { oobCodes: OobCode[] };
      link = oobCodes.filter((c) => c.email === email && c.requestType === requestType).at(-1)?.oobLink;
      return link;
    })
    .toBeDefined();
  return link as string;
}

export async function latestSmsCode(phoneNumber: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await fetch(`${base()}/verificationCodes`);
      const { verificationCodes } = (await response.json()) as { verificationCodes: VerificationCode[] };
      code = verificationCodes.filter((c) => c.phoneNumber === phoneNumber).at(-1)?.code;
      return code;
    })
    .toBeDefined();
  return code as string;
}

export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.test`;
}

export const DEMO = { email: 'owner@demo.test', password: 'demo-pass-123' };

/** Opens the e-mail view of the login page (from wherever the app redirected to /login). */
export async function openEmailView(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/login/);
  await page.getByRole('button', { name: 'Continue with Email' }).click();
  await expect(page.getByRole('heading', { name: 'Email Sign In' })).toBeVisible();
}

export async function signInWithEmail(page: Page, email: string, password: string, remember = true): Promise<void> {
  await openEmailView(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  if (!remember) await page.getByLabel('Remember me').uncheck();
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

export async function signUpWithEmail(page: Page, email: string, password: string): Promise<void> {
  await openEmailView(page);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Create Account', exact: true }).click();
}
