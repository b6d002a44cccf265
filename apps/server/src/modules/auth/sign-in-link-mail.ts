const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function signInLinkMail(url: string, minutes: number) {
  return {
    subject: 'Your sign-in link for Lodestar',
    text: [
      'Hello,',
      '',
      'Open this link to sign in to Lodestar:',
      url,
      '',
      `The link works once and expires in ${minutes} minutes. If you did not ask for it, ignore this message.`,
    ].join('\n'),
    html: `<p>Hello,</p><p><a href="${escape(url)}">Sign in to Lodestar</a></p><p>The link works once and expires in ${minutes} minutes. If you did not ask for it, ignore this message.</p>`,
  };
}
