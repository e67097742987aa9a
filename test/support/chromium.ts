/**
 * Headless Chromium for the browser tests (issue 34): Debian's `chromium` (or SWISSPAIR_CHROMIUM, CHROME_PATH),
 * driven by puppeteer-core. Where no Chromium is installed the browser tests are skipped with a message saying
 * how to install it, except when SWISSPAIR_BROWSER_TESTS=required (CI, .ci/run): then they fail.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

export function chromiumPath(): string | null {
  const given = process.env.SWISSPAIR_CHROMIUM ?? process.env.CHROME_PATH;
  if (given !== undefined && given !== '') return existsSync(given) ? given : null;
  return CANDIDATES.find((p) => existsSync(p)) ?? null;
}

export const browserRequired = process.env.SWISSPAIR_BROWSER_TESTS === 'required';

export const NO_CHROMIUM =
  'browser tests skipped: no Chromium found (install Debian\'s: `sudo apt-get install -y chromium`, or set SWISSPAIR_CHROMIUM=/path/to/chrome)';

export async function launchChromium(): Promise<Browser> {
  const executablePath = chromiumPath();
  if (executablePath === null) throw new Error(NO_CHROMIUM.replace('skipped', 'cannot run'));
  return puppeteer.launch({
    executablePath,
    headless: true,
    // Root in a container has no user namespace for the sandbox; the pages are the project's own.
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--allow-file-access-from-files', '--font-render-hinting=none'],
  });
}

/** The bytes of a file the page downloaded into `dir`, once it is there and not empty (10 s at most). */
export async function waitForFile(dir: string, name: string): Promise<Buffer> {
  for (let i = 0; i < 200; i++) {
    if (readdirSync(dir).includes(name)) {
      const bytes = readFileSync(join(dir, name));
      if (bytes.length > 0) return bytes;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${name} was not downloaded to ${dir}: ${readdirSync(dir).join(', ')}`);
}

/** Opens a TRF file in the page (its file input) and waits for it: 'yes' when read, 'refused' when not. */
export async function openInPage(page: Page, file: string): Promise<string> {
  await page.evaluate(() => (document.body.dataset.loaded = 'no'));
  const input = (await page.$('#file')) as ElementHandle<HTMLInputElement>;
  await input.uploadFile(file);
  await page.waitForFunction(() => document.body.dataset.loaded === 'yes' || document.body.dataset.loaded === 'refused', { timeout: 30_000 });
  return page.evaluate(() => document.body.dataset.loaded ?? '');
}
