-- Fighter payouts (issue 21): the revenue ledger from Stripe, frozen monthly statements, transfers to Connect accounts.
-- CreateEnum
CREATE TYPE "RevenueKind" AS ENUM ('INVOICE', 'REFUND');

-- CreateEnum
CREATE TYPE "PayoutStatus" AS ENUM ('WAITING_FOR_ACCOUNT', 'SENT', 'REVERSED');

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "payoutsEnabled" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "stripeAccountId" TEXT;

-- CreateTable
CREATE TABLE "RevenueEntry" (
    "id" TEXT NOT NULL,
    "stripeObjectId" TEXT NOT NULL,
    "kind" "RevenueKind" NOT NULL,
    "amountCents" INTEGER NOT NULL,
    "currency" TEXT NOT NULL,
    "stripeCustomerId" TEXT,
    "userId" TEXT,
    "occurredAt" TIMESTAMP(3) NOT NULL,
    "month" TEXT NOT NULL,
    "periodStart" TIMESTAMP(3),
    "periodEnd" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "RevenueEntry_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PayoutMonth" (
    "month" TEXT NOT NULL,
    "currency" TEXT NOT NULL,
    "grossCents" INTEGER NOT NULL,
    "refundsCents" INTEGER NOT NULL,
    "netCents" INTEGER NOT NULL,
    "fighterSharePercent" INTEGER NOT NULL,
    "robberyPoolPercent" INTEGER NOT NULL,
    "claimCapCents" INTEGER NOT NULL,
    "fighterPoolCents" INTEGER NOT NULL,
    "fighterPaidCents" INTEGER NOT NULL,
    "robberyPoolCents" INTEGER NOT NULL,
    "robberyCarryInCents" INTEGER NOT NULL,
    "robberyPaidCents" INTEGER NOT NULL,
    "robberyCarryOverCents" INTEGER NOT NULL,
    "platformCents" INTEGER NOT NULL,
    "closedById" TEXT,
    "closedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PayoutMonth_pkey" PRIMARY KEY ("month")
);

-- CreateTable
CREATE TABLE "PayoutLine" (
    "month" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "username" TEXT NOT NULL,
    "threads" INTEGER NOT NULL,
    "replies" INTEGER NOT NULL,
    "likesReceived" INTEGER NOT NULL,
    "potdReceived" INTEGER NOT NULL,
    "pickemPoints" INTEGER NOT NULL,
    "activityScore" INTEGER NOT NULL,
    "shareCents" INTEGER NOT NULL,
    "claimsCents" INTEGER NOT NULL,
    "amountCents" INTEGER NOT NULL,

    CONSTRAINT "PayoutLine_pkey" PRIMARY KEY ("month","userId")
);

-- CreateTable
CREATE TABLE "PayoutClaim" (
    "month" TEXT NOT NULL,
    "boutId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "username" TEXT NOT NULL,
    "boutLabel" TEXT NOT NULL,
    "amountCents" INTEGER NOT NULL,

    CONSTRAINT "PayoutClaim_pkey" PRIMARY KEY ("month","boutId")
);

-- CreateTable
CREATE TABLE "PayoutTransfer" (
    "month" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "amountCents" INTEGER NOT NULL,
    "currency" TEXT NOT NULL,
    "status" "PayoutStatus" NOT NULL DEFAULT 'WAITING_FOR_ACCOUNT',
    "stripeTransferId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PayoutTransfer_pkey" PRIMARY KEY ("month","userId")
);

-- CreateIndex
CREATE UNIQUE INDEX "RevenueEntry_stripeObjectId_key" ON "RevenueEntry"("stripeObjectId");

-- CreateIndex
CREATE INDEX "RevenueEntry_month_idx" ON "RevenueEntry"("month");

-- CreateIndex
CREATE INDEX "RevenueEntry_occurredAt_idx" ON "RevenueEntry"("occurredAt");

-- CreateIndex
CREATE INDEX "PayoutMonth_closedAt_idx" ON "PayoutMonth"("closedAt");

-- CreateIndex
CREATE INDEX "PayoutLine_userId_idx" ON "PayoutLine"("userId");

-- CreateIndex
CREATE INDEX "PayoutClaim_boutId_idx" ON "PayoutClaim"("boutId");

-- CreateIndex
CREATE UNIQUE INDEX "PayoutTransfer_stripeTransferId_key" ON "PayoutTransfer"("stripeTransferId");

-- CreateIndex
CREATE INDEX "PayoutTransfer_userId_status_idx" ON "PayoutTransfer"("userId", "status");

-- CreateIndex
CREATE UNIQUE INDEX "User_stripeAccountId_key" ON "User"("stripeAccountId");

-- AddForeignKey
ALTER TABLE "RevenueEntry" ADD CONSTRAINT "RevenueEntry_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PayoutLine" ADD CONSTRAINT "PayoutLine_month_fkey" FOREIGN KEY ("month") REFERENCES "PayoutMonth"("month") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PayoutClaim" ADD CONSTRAINT "PayoutClaim_month_fkey" FOREIGN KEY ("month") REFERENCES "PayoutMonth"("month") ON DELETE RESTRICT ON UPDATE CASCADE;


-- A closed month's statement never changes: its rows refuse updates and deletes (TRUNCATE, for test
-- resets, is statement-level and not refused). Transfers change status and are not frozen.
CREATE FUNCTION "refuse_closed_statement_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'closed payout statements are immutable (% on %)', TG_OP, TG_TABLE_NAME USING ERRCODE = 'P0001';
END
$$;
CREATE TRIGGER "PayoutMonth_frozen" BEFORE UPDATE OR DELETE ON "PayoutMonth" FOR EACH ROW EXECUTE FUNCTION "refuse_closed_statement_change"();
CREATE TRIGGER "PayoutLine_frozen" BEFORE UPDATE OR DELETE ON "PayoutLine" FOR EACH ROW EXECUTE FUNCTION "refuse_closed_statement_change"();
CREATE TRIGGER "PayoutClaim_frozen" BEFORE UPDATE OR DELETE ON "PayoutClaim" FOR EACH ROW EXECUTE FUNCTION "refuse_closed_statement_change"();
