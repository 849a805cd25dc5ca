import { describe, expect, it } from 'vitest';
import { SIGN_IN_MAIL_KIND } from '../../../../shared/contract/console';
import { composeSignInMail } from '../../../../worker/platform/delivery/console-mail';

// An invitation names the agency, who invited and as what ("You are invited to run Immo
// Zondag" said nothing of them); an agency an operator made tells its owner they run it.

/** The mail's text parts, decoded. */
function textOf(raw: string): string {
  const parts = [...raw.matchAll(/\r\n\r\n([A-Za-z0-9+/=\r\n]+?)(?:\r\n--|$)/g)].map((part) => atob(part[1]!.replace(/\r\n/g, '')));
  return parts.map((part) => new TextDecoder().decode(Uint8Array.from(part, (char) => char.charCodeAt(0)))).join('\n');
}
const invitation = (document: Record<string, unknown>) =>
  textOf(
    composeSignInMail(
      {
        id: 'mail-1',
        kind: SIGN_IN_MAIL_KIND,
        document: { to: 'new@example.be', link: 'https://console.example/nl/link/x', reason: 'invite', siteName: 'Immo Zondag', ...document },
      },
      'console@example.be',
    ).raw,
  );

describe('an invitation to the console', () => {
  it('names the agency, the colleague who invited and the role, in the invitee’s language', () => {
    expect(invitation({ locale: 'nl', invitedBy: 'ann@immo-zondag.be', role: 'editor' })).toContain(
      'ann@immo-zondag.be nodigt u uit om als redacteur mee te werken aan de website van Immo Zondag.',
    );
    expect(invitation({ locale: 'fr', invitedBy: 'ann@immo-zondag.be', role: 'owner' })).toContain(
      'ann@immo-zondag.be vous invite à travailler sur le site de Immo Zondag en tant que propriétaire.',
    );
  });

  it('tells the owner of an agency an operator made that they run it', () => {
    expect(invitation({ locale: 'en', role: 'owner' })).toContain(
      'You are the owner of Immo Zondag in the console: this is where you make and run your agency’s website.',
    );
    expect(invitation({ locale: 'de' })).toContain('Sie sind eingeladen, an der Website von Immo Zondag mitzuarbeiten.');
  });
});
