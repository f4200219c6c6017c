import { AdminBootstrapClaim } from '../modules/auth/admin-bootstrap-claim.entity.ts';
import { AuditEvent } from '../modules/auth/audit-event.entity.ts';
import { EmailToken } from '../modules/auth/email-token.entity.ts';
import { MfaChallenge } from '../modules/auth/mfa/mfa-challenge.entity.ts';
import { MfaRecoveryCode } from '../modules/auth/mfa/recovery-code.entity.ts';
import { TotpFactor } from '../modules/auth/mfa/totp-factor.entity.ts';
import { RetiredRefreshToken } from '../modules/auth/retired-refresh-token.entity.ts';
import { Session } from '../modules/auth/session.entity.ts';
import {
  AccountActivity,
  Breach,
  DailyStat,
  Deal,
  Dispute,
  EquitySnapshot,
  PhaseTransition,
} from '../modules/challenges/account-records.entity.ts';
import { TradingAccount } from '../modules/challenges/trading-account.entity.ts';
import { Order } from '../modules/checkout/order.entity.ts';
import { PaymentWebhookEvent } from '../modules/checkout/payment-webhook-event.entity.ts';
import { IngestedEvent, IngestionKey } from '../modules/ingestion/ingestion.entities.ts';
import { SimulatorPosition } from '../modules/simulator/simulator-position.entity.ts';
import { MailMessage } from '../modules/mail/mail-message.entity.ts';
import { OrganizationDomain } from '../modules/organizations/organization-domain.entity.ts';
import { OrganizationMember } from '../modules/organizations/organization-member.entity.ts';
import { Organization } from '../modules/organizations/organization.entity.ts';
import { Plan } from '../modules/plans/plan.entity.ts';
import { RuleSet } from '../modules/plans/rule-set.entity.ts';
import { Profile } from '../modules/users/profile.entity.ts';
import { WhiteLabelRequest } from '../modules/white-label/white-label-request.entity.ts';
import { User } from '../modules/users/user.entity.ts';

/** Every entity the ORM knows. A new entity goes here, then `npm run db:migration:create -w api`. */
export const ENTITIES = [
  Organization,
  User,
  Profile,
  Session,
  RetiredRefreshToken,
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
  Plan,
  WhiteLabelRequest,
  Order,
  PaymentWebhookEvent,
  TradingAccount,
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
];
