type Option = { value: string; label: string }

type Props = { name: string; label: string; value: string; options: readonly Option[]; groups?: readonly { label: string; options: readonly Option[] }[] }

/** One labelled choice of the filter form; the first option stands for no filter. */
export function FilterSelect({ name, label, value, options, groups = [] }: Props) {
  const id = `players-list-${name}`
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-xs font-semibold text-slate-600">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={value}
        className="h-11 min-w-0 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900 focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {groups.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </div>
  )
}
