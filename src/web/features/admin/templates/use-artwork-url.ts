import { useEffect, useState } from 'react';

/** A URL for the artwork: as given, or an object URL for a chosen file (revoked when it changes). */
export function useArtworkUrl(artwork: string | File | null): string | null {
  const [url, setUrl] = useState<string | null>(typeof artwork === 'string' ? artwork : null);
  useEffect(() => {
    if (!(artwork instanceof File)) {
      setUrl(artwork);
      return;
    }
    const made = URL.createObjectURL(artwork);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [artwork]);
  return url;
}
