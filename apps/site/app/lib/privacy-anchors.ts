/** The privacy page's section on change alerts, which the subscription form's consent line links. */
export const PRIVACY_ALERTS_ANCHOR = 'email-alerts';
