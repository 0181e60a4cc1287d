// The invitation e-mail: written by the inviteMember Function as a 'Trigger
// Email' document, like the QR sheet's delivery.
import type { Role } from '../shared/entities';
import { escapeHtml } from '../shared/html';
import { mailSafeName } from '../shared/mail-safety';
import { team } from '../shared/catalogue/team';

export function invitationMail(storeName: string, role: Role, link: string): { subject: string; text: string; html: string } {
  // A store name is the owner's own text, and it goes into a mail header.
  const name = mailSafeName(storeName);
  const roleName = team.roleNames[role];
  const intro = `You are invited to join ${name} on Seller Portal as ${roleName} (${team.roleDescriptions[role].toLowerCase()}).`;
  const how = 'Open the link below, sign in (or create an account with this email address), and accept. The link works once and expires in 7 days.';
  return {
    subject: `Invitation to ${name} on Seller Portal`,
    text: `${intro}\n\n${how}\n\n${link}\n`,
    html: `<p>${escapeHtml(intro)}</p><p>${escapeHtml(how)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
  };
}
