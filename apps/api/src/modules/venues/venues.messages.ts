import { escapeHtml } from '../../lib/html.ts';

const BRAND = 'Hourly Spaces';

export function listingReviewedEmail(input: {
  to: string;
  hostName: string;
  title: string;
  approved: boolean;
  reason?: string;
  link: string;
}) {
  const subject = input.approved
    ? `${BRAND}: "${input.title}" is approved and live`
    : `${BRAND}: "${input.title}" needs changes before it can go live`;
  const body = input.approved
    ? [
        `Good news: your listing "${input.title}" was approved and customers can now find and book it.`,
        `See it here: ${input.link}`,
      ]
    : [
        `Your listing "${input.title}" was not approved yet.`,
        `Reason: ${input.reason}`,
        `Edit the listing and it goes back for review: ${input.link}`,
      ];
  const text = [`Hi ${input.hostName},`, '', ...body, '', `The ${BRAND} team`].join('\n');
  const html = [
    `<p>Hi ${escapeHtml(input.hostName)},</p>`,
    ...body.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p>The ${BRAND} team</p>`,
  ].join('');
  return { to: input.to, subject, text, html };
}
