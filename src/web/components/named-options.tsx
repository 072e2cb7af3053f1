// One way to list named things (cities, areas, specialists, businesses) as a select's options.

/** The `<option>`s of a choice among named things: each shows its name and sends its `by` key. */
export function NamedOptions<K extends 'id' | 'slug'>({
  items,
  by,
}: {
  items: readonly ({ name: string } & Record<K, string>)[];
  by: K;
}) {
  return (
    <>
      {items.map((item) => (
        <option key={item[by]} value={item[by]}>
          {item.name}
        </option>
      ))}
    </>
  );
}
