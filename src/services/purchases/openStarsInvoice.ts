/** How an invoice ended, as Telegram reports it. */
export type InvoiceStatus = 'paid' | 'cancelled' | 'failed' | 'pending';

interface TelegramWebApp {
  openInvoice?: (url: string, callback: (status: InvoiceStatus) => void) => void;
}

/** The mini-app's WebApp object, when the page runs inside Telegram. */
function webApp(): TelegramWebApp | undefined {
  return (globalThis as { Telegram?: { WebApp?: TelegramWebApp } }).Telegram?.WebApp;
}

/** Whether this page can open Telegram invoices (inside the mini-app). */
export function canOpenStarsInvoice(): boolean {
  return typeof webApp()?.openInvoice === 'function';
}

/** Opens a Stars invoice in Telegram's payment sheet and resolves with how it ended. */
export function openStarsInvoice(link: string): Promise<InvoiceStatus> {
  const open = webApp()?.openInvoice;
  if (!open) return Promise.resolve('failed');
  return new Promise((resolve) => open(link, resolve));
}
