import { Badge, type BadgeVariant } from "#app/components/ui/badge.tsx";

type MemberStatus = "active" | "suspended" | "cancelled" | "expired" | "approval_pending";

/** The membership states as the studio names them, in the order its filter lists them. */
export const memberStatusLabels: Record<MemberStatus, string> = {
  active: "Active",
  suspended: "Suspended",
  cancelled: "Cancelled",
  expired: "Expired",
  approval_pending: "Approval pending",
};

const memberVariants: Record<MemberStatus, BadgeVariant> = {
  active: "sage",
  suspended: "accent",
  cancelled: "neutral",
  expired: "neutral",
  approval_pending: "outline",
};

export function MemberStatusBadge({ status }: { status: MemberStatus }) {
  return <Badge variant={memberVariants[status]}>{memberStatusLabels[status]}</Badge>;
}

export type IssueStateName = "open" | "cutoff-passed" | "frozen" | "mailed";

export const issueStateLabels: Record<IssueStateName, string> = {
  open: "Open",
  "cutoff-passed": "Cutoff passed",
  frozen: "Frozen",
  mailed: "Mailed",
};

const issueVariants: Record<IssueStateName, BadgeVariant> = {
  open: "outline",
  "cutoff-passed": "accent",
  frozen: "neutral",
  mailed: "sage",
};

export function IssueStateBadge({ state }: { state: IssueStateName }) {
  return <Badge variant={issueVariants[state]}>{issueStateLabels[state]}</Badge>;
}
