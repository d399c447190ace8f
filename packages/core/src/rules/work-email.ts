/**
 * The work-e-mail rule of access requests (docs/access.md, Request access: 'Please use your work
 * email.'): addresses at free-mail providers are refused. The list covers the large consumer
 * providers.
 */
export const FREE_MAIL_DOMAINS: ReadonlySet<string> = new Set([
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'yahoo.co.uk',
  'yahoo.fr',
  'yahoo.de',
  'ymail.com',
  'rocketmail.com',
  'hotmail.com',
  'hotmail.co.uk',
  'hotmail.fr',
  'hotmail.de',
  'outlook.com',
  'outlook.fr',
  'outlook.de',
  'live.com',
  'live.co.uk',
  'live.fr',
  'msn.com',
  'aol.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'proton.me',
  'protonmail.com',
  'pm.me',
  'tutanota.com',
  'tuta.io',
  'gmx.com',
  'gmx.net',
  'gmx.de',
  'web.de',
  'mail.com',
  'mail.ru',
  'yandex.com',
  'yandex.ru',
  'zoho.com',
  'zohomail.com',
  'fastmail.com',
  'hey.com',
  'qq.com',
  '163.com',
  '126.com',
  'sina.com',
  'naver.com',
  'daum.net',
  'rediffmail.com',
  'laposte.net',
  'orange.fr',
  'free.fr',
  'sfr.fr',
  'wanadoo.fr',
  'libero.it',
  'virgilio.it',
  'btinternet.com',
  'comcast.net',
  'verizon.net',
  'att.net',
  'seznam.cz',
  'wp.pl',
  'o2.pl',
  'interia.pl',
  'inbox.com',
  'hushmail.com',
  'mailinator.com',
  'guerrillamail.com',
  'yopmail.com',
  'temp-mail.org',
]);

/** The lower-cased domain of an e-mail address ('' when it has none). */
export function emailDomain(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 0
    ? ''
    : email
        .slice(at + 1)
        .trim()
        .toLowerCase();
}

/** Whether the address is a work address: not at a free-mail provider (nor a sub-domain of one). */
export function isWorkEmail(email: string): boolean {
  const domain = emailDomain(email);
  if (!domain) return false;
  for (const free of FREE_MAIL_DOMAINS) {
    if (domain === free || domain.endsWith(`.${free}`)) return false;
  }
  return true;
}
