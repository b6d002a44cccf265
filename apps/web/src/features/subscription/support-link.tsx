import { usePublicConfig } from '../auth/use-public-config';

/** The support contact: a mail link to the server's SUPPORT_EMAIL (nothing until /api/config answers). */
export function SupportLink({ label }: { label?: string }) {
  const config = usePublicConfig();
  if (!config) return null;
  return <a href={`mailto:${config.supportEmail}`}>{label ?? config.supportEmail}</a>;
}
