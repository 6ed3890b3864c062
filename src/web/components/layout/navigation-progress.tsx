import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';

/** A thin bar along the header's lower edge (the header is 4rem tall) while a page's code loads (after 150 ms). */
export function NavigationProgress() {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!busy) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), 150);
    return () => clearTimeout(timer);
  }, [busy]);

  if (!visible) return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      className="pointer-events-none fixed inset-x-0 top-16 z-50 h-0.5 overflow-hidden"
    >
      <div className="qp-progress-bar h-full w-full bg-accent-600" />
    </div>
  );
}
