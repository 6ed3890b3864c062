import { useEffect, useState } from 'react';

/*
 * The address the buyer typed at checkout, kept in the tab that paid for its order's confirmation page: the
 * server answers whoever holds the order's link only a masked hint of it (maskEmail), so this tab alone shows
 * it in full and fills it into "Track this order".
 */

const keyOf = (orderId: string) => `qp-order-email:${orderId}`;

export function rememberConfirmationEmail(orderId: string, email: string): void {
  try {
    sessionStorage.setItem(keyOf(orderId), email);
  } catch {
    // Storage refused (private mode, quota): the page shows the masked hint instead.
  }
}

/** The address this tab paid the order with, once mounted (the server-rendered page has none). */
export function useConfirmationEmail(orderId: string): string | null {
  const [email, setEmail] = useState<string | null>(null);
  useEffect(() => {
    try {
      setEmail(sessionStorage.getItem(keyOf(orderId)));
    } catch {
      setEmail(null);
    }
  }, [orderId]);
  return email;
}
