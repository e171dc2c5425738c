import { CatalogueImportPanel } from "#app/components/studio/catalogue-csv/catalogue-import-panel.tsx";
import { CsvColumnsHelp } from "#app/components/studio/catalogue-csv/csv-columns-help.tsx";
import { StudioPage } from "#app/components/studio/studio-page.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { requireStudio } from "#app/server/studio-session.server.ts";
import type { Route } from "./+types/catalogue-import";

export function meta() {
  return [{ title: "Import products — Studio" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStudio(request, context);
  return null;
}

export default function CatalogueImport() {
  return (
    <StudioPage
      title="Import products"
      description="Add and update many products at once from a CSV file, such as an edited export."
      actions={
        <a
          href="/studio/products/export.csv"
          download
          className={buttonClasses({ variant: "secondary" })}
        >
          Export the catalogue (CSV)
        </a>
      }
    >
      <CatalogueImportPanel />
      <CsvColumnsHelp />
    </StudioPage>
  );
}
