/** Guest checkout's answers, word for word, zod-free for the screens and the end-to-end suite (decision 009). */
export const GUEST_MESSAGES = {
  /** 403 on an order's link that is wrong, expired, or for an order that now belongs to an account. */
  linkInvalid: 'This link has expired or is no longer valid. Please sign in, or use the link in your latest e-mail.',
  /** 403 on an order's link once the guest has signed up: their orders are in their account. */
  linkSignIn: 'This order is now in your account. Please sign in to see it.',
  opened: 'Your order is open on this device.',
} as const;

/** How long the link in an order's confirmation opens it. */
export const ORDER_LINK_DAYS = 30;
/** How long a session opened by an order's link lasts. */
export const ORDER_LINK_SESSION_HOURS = 24;
