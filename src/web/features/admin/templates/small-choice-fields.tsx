import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { SmallField } from './mm-fields';

/** A colour picker under a small label, for the zone editor's dense grids. */
export function ColorField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <SmallField label={label}>
      {(control) => (
        <Input
          {...control}
          type="color"
          className="h-9 p-1"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </SmallField>
  );
}

/** A small select under a small label, for the zone editor's dense grids. */
export function SmallSelectField({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (v: string) => void;
}) {
  return (
    <SmallField label={label}>
      {(control) => (
        <Select {...control} size="sm" value={value} onValueChange={onChange} options={options} />
      )}
    </SmallField>
  );
}
