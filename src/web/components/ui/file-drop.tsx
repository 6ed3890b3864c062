import { FileDropField } from './file-drop-field';
import type { FileDropProps } from './file-drop-props';
import { FileDropZone } from './file-drop-zone';

/**
 * The one file control: pick with the keyboard or a click, or drop a file. The input is a real file input
 * named by `label` (screen readers and tests find it so); the chosen file shows with its size and Replace /
 * Remove buttons named after it; the hint and any error are read with the control.
 */
export function FileDrop(props: FileDropProps) {
  return props.size === 'field' ? <FileDropField {...props} /> : <FileDropZone {...props} />;
}
