import type { ReactNode } from 'react';

export interface FileDropProps {
  /** The file input's name for screen readers and tests ("Front design"), shown as the zone's title. */
  label: string;
  /** Types and sizes accepted, read with the control. */
  hint: string;
  /** The `accept` attribute, e.g. ".jpg,.jpeg,.png". */
  accept: string;
  file: File | null;
  /** A chosen or dropped file; return false to refuse it (the field stays as it was). */
  onSelect: (file: File) => boolean | undefined;
  onRemove: () => void;
  /**
   * `field`: a labelled file input in a form row (admin forms); `card`: a drop zone with a thumbnail once chosen
   * (the builder); `zone`: a large drop zone for a page's main file (the contact upload).
   */
  size?: 'field' | 'card' | 'zone';
  /** The zone's heading, when it should say more than the label ("Drop your CSV file here"). */
  prompt?: string;
  /** A thumbnail of the chosen file (images). */
  previewUrl?: string | null;
  /** In place of the file icon once chosen (e.g. a tick when the file was checked). */
  fileIcon?: ReactNode;
  /** The file is being read back from storage: a placeholder shows. */
  loading?: boolean;
  /** The file is being processed: it can be neither replaced nor removed. */
  busy?: boolean;
  disabled?: boolean;
  required?: boolean;
  /** Shown when no new file is chosen, e.g. "current file kept". */
  currentNote?: string;
  /** Why the last file was refused, announced. */
  error?: string | null;
}
