import { useQuery } from '@tanstack/react-query';
import { loadStrokeFont } from '../../../shared/handwriting/load-font';
import type { HandwritingStyle } from '../../../shared/handwriting/styles';

/**
 * A style's stroke font, fetched the first time a page shows that style and kept for the visit; null loads
 * nothing (the page has no style to show yet).
 */
export function useStrokeFont(style: HandwritingStyle | null) {
  return useQuery({
    queryKey: ['stroke-font', style],
    queryFn: () => loadStrokeFont(style ?? 'professional'),
    enabled: style !== null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}
