import { CARD_HEIGHT, CARD_WIDTH, type TContactZone, type TLogoZone } from '../../../../shared/card-zones';
import { useArtworkUrl } from './use-artwork-url';

/** The side's artwork with its zones outlined: the logo box, and the contact block's lines. */
export function ZonePreview({
  artwork,
  logo,
  contact,
  label,
}: {
  artwork: string | File | null;
  logo: TLogoZone | null;
  contact: TContactZone | null;
  label: string;
}) {
  const href = useArtworkUrl(artwork);
  const lines = contact ? (contact.layout === 'inline' ? 1 : contact.maxLines) : 0;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${CARD_WIDTH} ${CARD_HEIGHT}`}
      className="w-full rounded border border-line bg-sand"
    >
      {href ? (
        <image href={href} width={CARD_WIDTH} height={CARD_HEIGHT} preserveAspectRatio="xMidYMid slice" />
      ) : null}
      {logo ? (
        <rect
          data-zone="logo"
          x={logo.x}
          y={logo.y}
          width={logo.width}
          height={logo.height}
          fill="#2563eb33"
          stroke="#2563eb"
          strokeWidth={3}
          strokeDasharray="8 5"
        />
      ) : null}
      {contact
        ? Array.from({ length: lines }, (_, i) => (
            <rect
              key={i}
              data-zone="contact"
              x={contact.x}
              y={contact.y + i * contact.lineHeight - contact.fontSize}
              width={contact.width}
              height={contact.fontSize * 1.2}
              fill="#db277733"
              stroke="#db2777"
              strokeWidth={2}
            />
          ))
        : null}
    </svg>
  );
}
