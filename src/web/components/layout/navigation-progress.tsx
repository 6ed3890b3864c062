import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';

/** A thin bar along the header's lower edge while a page's code loads (shown after 150 ms). */
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
      className="pointer-events-none absolute inset-x-0 bottom-0 h-0.5 overflow-hidden"
    >
      <div className="qp-progress-bar h-full w-full bg-accent-600" />
    </div>
  );
}
