import { Form, Link } from "react-router";
import { memberStatusLabels } from "#app/components/studio/mail-club/status-badges.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Select } from "#app/components/ui/select.tsx";

export interface MemberFilterValues {
  q: string;
  status: string;
  plan: string;
  payments: string;
}

const statusOptions = [
  { value: "", label: "All statuses" },
  ...Object.entries(memberStatusLabels).map(([value, label]) => ({ value, label })),
];
const paymentOptions = [
  { value: "", label: "All payments" },
  { value: "arrears", label: "In arrears" },
];
const planOptions = [
  { value: "", label: "All plans" },
  { value: "usa", label: "USA" },
  { value: "international", label: "International" },
];

/** Search and filters of the members list: a GET form, so the list's address says what it shows. */
export function MembersFilter({ values }: { values: MemberFilterValues }) {
  const filtered = Boolean(values.q || values.status || values.plan || values.payments);
  return (
    <Form
      method="get"
      role="search"
      aria-label="Members"
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_auto]"
    >
      <Input
        label="Name or e-mail"
        name="q"
        type="search"
        defaultValue={values.q}
        autoComplete="off"
        wrapperClassName="sm:col-span-2 lg:col-span-1"
      />
      <Select label="Status" name="status" defaultValue={values.status} options={statusOptions} />
      <Select label="Plan" name="plan" defaultValue={values.plan} options={planOptions} />
      <Select
        label="Payments"
        name="payments"
        defaultValue={values.payments}
        options={paymentOptions}
      />
      <div className="flex items-end gap-2 sm:col-span-2 lg:col-span-1">
        <Button type="submit">Show members</Button>
        {filtered ? (
          <Link
            to="/studio/mail-club"
            className="flex min-h-11 items-center px-2 font-semibold underline underline-offset-4"
          >
            Clear
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
