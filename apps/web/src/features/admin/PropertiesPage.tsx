import { MyProperties } from './MyProperties';
import { PageTitle } from '../../components/PageTitle';

/** Where property management lives, since the dashboard took /admin (issue 33). */
export const PROPERTIES_PATH = '/admin/properties';

/** /admin/properties (docs/product/admin.md): My Properties, the paged list of properties to search and edit. */
export function PropertiesPage() {
  return (
    <div className="mx-auto w-full max-w-6xl space-y-10 px-4 py-8">
      <PageTitle title="My Properties" />
      <MyProperties />
    </div>
  );
}
