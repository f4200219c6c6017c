import { WebhookDelivery } from './modules/webhooks/webhook-delivery.entity.ts';
import { WebhookEndpoint } from './modules/webhooks/webhook-endpoint.entity.ts';
import { ApiKey } from './modules/api-keys/api-key.entity.ts';
import { AuditEvent } from './modules/audit/audit-event.entity.ts';
import { AdminBootstrapClaim } from './modules/auth/admin-bootstrap-claim.entity.ts';
import { EmailToken } from './modules/auth/email-token.entity.ts';
import { MfaChallenge } from './modules/auth/mfa/mfa-challenge.entity.ts';
import { MfaRecoveryCode } from './modules/auth/mfa/recovery-code.entity.ts';
import { TotpFactor } from './modules/auth/mfa/totp-factor.entity.ts';
import { RetiredRefreshToken } from './modules/auth/retired-refresh-token.entity.ts';
import { Session } from './modules/auth/session.entity.ts';
import { User } from './modules/tenancy/user.entity.ts';
import { Breach } from './modules/trading-accounts/breach.entity.ts';
import { Dispute } from './modules/trading-accounts/dispute.entity.ts';
import { Certificate } from './modules/certificates/certificate.entity.ts';
import { ClientNote } from './modules/clients/client-note.entity.ts';
import { DomainEvent } from './modules/events/domain-event.entity.ts';
import { EventReceipt } from './modules/events/event-receipt.entity.ts';
import { DocumentLinkUse } from './modules/kyc/document-link-use.entity.ts';
import { IdentityDocument } from './modules/kyc/identity-document.entity.ts';
import { IdentityVerification } from './modules/kyc/identity-verification.entity.ts';
import { IngestedEvent } from './modules/ingestion/ingested-event.entity.ts';
import { IngestionKey } from './modules/ingestion/ingestion-key.entity.ts';
import { MailMessage } from './modules/mail/mail-message.entity.ts';
import { OrganizationInvitation } from './modules/members/organization-invitation.entity.ts';
import { Order } from './modules/trading-accounts/order.entity.ts';
import { PaymentWebhookEvent } from './modules/orders/payment-webhook-event.entity.ts';
import { PaymentAccount } from './modules/orders/payment-account.entity.ts';
import { Notification } from './modules/notifications/notification.entity.ts';
import { PayoutMethod } from './modules/payouts/payout-method.entity.ts';
import { Payout } from './modules/payouts/payout.entity.ts';
import { OrganizationDomain } from './modules/domains/organization-domain.entity.ts';
import { OrganizationMember } from './modules/tenancy/organization-member.entity.ts';
import { Organization } from './modules/tenancy/organization.entity.ts';
import { Plan } from './modules/plans/plan.entity.ts';
import { LedgerEntry } from './modules/billing/ledger-entry.entity.ts';
import { Coupon } from './modules/coupons/coupon.entity.ts';
import { CouponRedemption } from './modules/coupons/coupon-redemption.entity.ts';
import { ReceiptBook } from './modules/receipts/receipt-book.entity.ts';
import { Receipt } from './modules/receipts/receipt.entity.ts';
import { ServingInstance } from './modules/platform/serving-instance.entity.ts';
import { RuleSet } from './modules/plans/rule-set.entity.ts';
import { ImpactPreview } from './modules/plans/impact/impact-preview.entity.ts';
import { OrderReconciliation } from './modules/orders/order-reconciliation.entity.ts';
import { Profile } from './modules/tenancy/profile.entity.ts';
import { SimulatorPosition } from './modules/simulator/simulator-position.entity.ts';
import { AccountActivity } from './modules/trading-accounts/account-activity.entity.ts';
import { DailyStat } from './modules/trading-accounts/daily-stat.entity.ts';
import { Deal } from './modules/trading-accounts/deal.entity.ts';
import { EquitySnapshot } from './modules/trading-accounts/equity-snapshot.entity.ts';
import { PhaseTransition } from './modules/trading-accounts/phase-transition.entity.ts';
import { TradingAccount } from './modules/trading-accounts/trading-account.entity.ts';
import { AccountReset } from './modules/trading-accounts/account-reset.entity.ts';
import { WhiteLabelRequest } from './modules/white-label/white-label-request.entity.ts';

/** Every entity the ORM knows. A new entity goes here, then `npm run db:migration:create -w api`. */
export const ENTITIES = [
  Organization,
  User,
  Profile,
  Session,
  RetiredRefreshToken,
  ApiKey,
  WebhookDelivery,
  WebhookEndpoint,
  AuditEvent,
  EmailToken,
  MailMessage,
  OrganizationMember,
  OrganizationDomain,
  AdminBootstrapClaim,
  TotpFactor,
  MfaRecoveryCode,
  MfaChallenge,
  RuleSet,
  ImpactPreview,
  OrderReconciliation,
  Plan,
  LedgerEntry,
  Coupon,
  CouponRedemption,
  WhiteLabelRequest,
  Order,
  PaymentWebhookEvent,
  PaymentAccount,
  Receipt,
  ReceiptBook,
  TradingAccount,
  AccountReset,
  Deal,
  EquitySnapshot,
  DailyStat,
  Breach,
  Dispute,
  PhaseTransition,
  AccountActivity,
  IngestionKey,
  IngestedEvent,
  SimulatorPosition,
  ServingInstance,
  DomainEvent,
  EventReceipt,
  Notification,
  IdentityVerification,
  Certificate,
  IdentityDocument,
  DocumentLinkUse,
  PayoutMethod,
  OrganizationInvitation,
  Payout,
  ClientNote,
];
