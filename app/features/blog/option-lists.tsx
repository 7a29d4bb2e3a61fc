/** The <option> lists shared by the blog manager's post and campaign forms. */

interface CategoryChoice {
  id: number | string;
  name: string;
}

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** One option per value, labelled with the value capitalised ("draft" → "Draft"). */
export function WordOptions({ values }: { values: readonly string[] }) {
  return values.map((v) => (
    <option key={v} value={v}>
      {capitalise(v)}
    </option>
  ));
}

/** "No category" followed by every category. */
export function CategoryOptions({ categories }: { categories: readonly CategoryChoice[] }) {
  return (
    <>
      <option value="">No category</option>
      {categories.map((c) => (
        <option key={c.id} value={c.id}>
          {c.name}
        </option>
      ))}
    </>
  );
}
