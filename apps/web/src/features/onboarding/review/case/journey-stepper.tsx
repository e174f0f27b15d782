import Box from '@mui/material/Box';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import type { OfferSummary, OnboardingCase } from '@paydesk/contracts/onboarding/onboarding.schemas';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { activeStep, completedSteps, JOURNEY_STEPS, type JourneyStep } from '../model/journey';

function offerNote(t: TFunction, offer: OfferSummary | undefined): string {
  if (!offer) return t('onboardingReview.case.journeyNotes.notStarted');
  const status = t(`status.values.${offer.status}`, { defaultValue: offer.status });
  return t('onboardingReview.case.journeyNotes.offer', { version: offer.version, status });
}

/** The line under each step: where that step stands. */
function noteOf(t: TFunction, c: OnboardingCase, step: JourneyStep): string {
  switch (step) {
    case 'precheck':
      return t(`onboardingReview.precheckStatus.${c.precheck.status}`);
    case 'documents':
      return c.missingDocumentTypes.length > 0
        ? t('onboardingReview.case.journeyNotes.missing', { count: c.missingDocumentTypes.length })
        : t('onboardingReview.case.journeyNotes.documents', { count: c.documents.length });
    case 'proposal':
      return offerNote(t, c.proposals[0]);
    case 'agreement':
      return offerNote(t, c.agreements[0]);
    case 'sandbox':
      return c.merchant.processingStatus === 'NoProcessing'
        ? t('onboardingReview.case.journeyNotes.notStarted')
        : t('onboardingReview.case.journeyNotes.sandboxOn');
  }
}

/** Pre-check → Documents → Proposal → Agreement → Sandbox, scrolling sideways on a phone. */
export function JourneyStepper({ onboarding }: { onboarding: OnboardingCase }) {
  const { t } = useTranslation();
  const done = completedSteps(onboarding);
  return (
    <Box sx={{ overflowX: 'auto', py: 1 }} role="group" aria-label={t('onboardingReview.case.journeyLabel')}>
      <Stepper activeStep={activeStep(onboarding)} alternativeLabel sx={{ minWidth: 560 }}>
        {JOURNEY_STEPS.map((step) => (
          <Step key={step} completed={done[step]} data-step={step} data-completed={done[step] || undefined}>
            <StepLabel
              optional={
                <Typography variant="caption" color="text.secondary" component="span">
                  {noteOf(t, onboarding, step)}
                </Typography>
              }
            >
              {t(`onboardingReview.case.journey.${step}`)}
            </StepLabel>
          </Step>
        ))}
      </Stepper>
    </Box>
  );
}
