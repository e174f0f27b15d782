import Box from '@mui/material/Box';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { NoData } from '../../../components/load-state/no-data';
import { StatusPill } from '../../../components/status-pill/status-pill';
import type { PayloadRow } from '../model/widget-payload';
import type { WidgetBodyProps } from './widget-body';

/**
 * PIPELINE_CHART (spec §3, §4): each pipeline element on its stages, the current one marked; a
 * closed element shows its outcome on the last stage (Won, GoLive and Converted positive; Lost
 * and Disqualified negative; Abandoned black; Suspended neutral: the pipeline-outcome pill).
 */
function stagesOf(fields: PayloadRow, row: PayloadRow): string[] {
  const own = row.stages ?? fields.stages;
  return Array.isArray(own)
    ? own.map((s) => (typeof s === 'string' ? s : String((s as PayloadRow)?.name ?? '')))
    : [];
}

export function PipelineWidget({ payload }: WidgetBodyProps) {
  if (payload.rows.length === 0) return <NoData />;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {payload.rows.map((row, index) => {
        const stages = stagesOf(payload.fields, row);
        const current = Math.max(0, Number(row.currentPipelineStageNumber ?? 1) - 1);
        const closed = row.isClosed === true;
        const state = typeof row.stateName === 'string' ? row.stateName : null;
        const name = typeof row.merchantName === 'string' ? row.merchantName : null;
        return (
          <Box key={String(row.pipelineId ?? index)}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
              {name ? <Typography variant="subtitle2">{name}</Typography> : null}
              {closed && state ? <StatusPill value={state} kind="pipelineOutcome" /> : null}
            </Box>
            {stages.length > 0 ? (
              <Stepper activeStep={closed ? stages.length : current} alternativeLabel>
                {stages.map((stage, i) => (
                  <Step key={stage} completed={closed || i < current}>
                    <StepLabel>{stage}</StepLabel>
                  </Step>
                ))}
              </Stepper>
            ) : (
              <Typography variant="body2">{state}</Typography>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
