import Box from '@mui/material/Box';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import type { OnboardingCase } from '@paydesk/contracts/onboarding/onboarding.schemas';
import { useTranslation } from 'react-i18next';
import { JOURNEY_STEPS, journeyProgress } from './journey';

/**
 * The onboarding journey as a stepper, for the merchant's screens and the tenant's case. It
 * scrolls sideways in its own box on a narrow phone rather than squeezing the labels.
 */
export function JourneyStepper({ onboarding }: { onboarding: OnboardingCase }) {
  const { t } = useTranslation();
  const progress = journeyProgress(onboarding);
  return (
    <Box sx={{ overflowX: 'auto', py: 1 }}>
      <Stepper
        nonLinear
        activeStep={progress.active}
        alternativeLabel
        aria-label={t('onboarding.journey.label')}
        sx={{ minWidth: 420 }}
      >
        {JOURNEY_STEPS.map((step) => (
          <Step key={step} completed={progress.done[step]} data-testid={`journey-${step}`}>
            <StepLabel>{t(`onboarding.journey.steps.${step}`)}</StepLabel>
          </Step>
        ))}
      </Stepper>
    </Box>
  );
}
