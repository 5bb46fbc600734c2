import { CATEGORIES } from "@/lib/categories";

/** The forum's categories as the options of a `<select>`, valued by id. */
export function CategoryOptions() {
  return CATEGORIES.map((category) => (
    <option key={category.id} value={category.id}>
      {category.name}
    </option>
  ));
}
