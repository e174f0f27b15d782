# Timed steps for `npm test` (.ci/test) and CI (.ci/run). Source it, then call
#   step <label> <command...>   runs the command, prints and records how long it took
#   print_step_times            prints every recorded step and the total
# Steps are recorded in $CI_STEP_TIMES (a file), so a nested `npm test` adds its steps to the
# table of the .ci/run that called it.

# CI_STEP_TIMES_OWNED is 1 in the script that started the table (it prints it at the end).
CI_STEP_TIMES_OWNED=0
if [[ -z "${CI_STEP_TIMES:-}" ]]; then
  CI_STEP_TIMES="$(mktemp -t paydesk-ci-times.XXXXXX)"
  export CI_STEP_TIMES
  CI_STEP_TIMES_OWNED=1
  # The wall clock from the table's start: steps that run side by side add up to more than it.
  CI_STEPS_STARTED_AT=$(date +%s)
  export CI_STEPS_STARTED_AT
fi

# The CPU seconds (user + system) that this shell's finished children have used so far, from bash's
# `times`, into CHILDREN_CPU: a step's share tells whether it keeps the cores busy (a candidate to
# shorten) or mostly waits (a candidate to run beside another step). `times` runs in this shell, not
# in a command substitution, whose subshell would count only its own children.
read_children_cpu() {
  times >"${CI_STEP_TIMES}.cpu"
  CHILDREN_CPU=$(tail -n 1 "${CI_STEP_TIMES}.cpu" | awk '{
    total = 0
    for (i = 1; i <= 2; i++) { split($i, part, "m"); sub("s", "", part[2]); total += part[1] * 60 + part[2] }
    printf "%d", total
  }')
}

step() {
  local label="$1"
  shift
  local started=$SECONDS
  read_children_cpu
  local cpu_before=$CHILDREN_CPU
  echo "::: ${label}"
  local status=0
  "$@" || status=$?
  local took=$((SECONDS - started))
  read_children_cpu
  local cpu=$((CHILDREN_CPU - cpu_before))
  printf '%s\t%s\t%s\t%s\n' "$label" "$took" "$status" "$cpu" >>"$CI_STEP_TIMES"
  echo "::: ${label}: ${took} s, ${cpu} s of CPU$([[ $status -ne 0 ]] && echo " (failed, exit ${status})")"
  if [[ $status -ne 0 ]]; then
    # A background step's caller prints the table once it has waited for every step.
    [[ -n "${CI_STEP_IN_BACKGROUND:-}" ]] || print_step_times
    exit "$status"
  fi
}

# Two steps side by side: start_background_step runs a timed step in the background, its output kept
# in a file; finish_background_steps waits for every one started, prints their output in the order
# they were started (so the log still reads step by step) and fails with the table if any failed.
BACKGROUND_STEPS=()
start_background_step() {
  local log
  log="$(mktemp -t paydesk-step.XXXXXX)"
  (CI_STEP_IN_BACKGROUND=1 step "$@") >"$log" 2>&1 &
  BACKGROUND_STEPS+=("$!:$log")
}

finish_background_steps() {
  local failed=0 entry
  local failed_logs=()
  for entry in "${BACKGROUND_STEPS[@]}"; do
    if wait "${entry%%:*}"; then
      cat "${entry#*:}"
      rm -f "${entry#*:}"
    else
      failed=1
      failed_logs+=("${entry#*:}")
    fi
  done
  BACKGROUND_STEPS=()
  # A failed step's output comes last, just above the table: a log read from its end (CI keeps
  # only its tail) names the failing test.
  for entry in "${failed_logs[@]}"; do
    cat "$entry"
    rm -f "$entry"
  done
  if [[ $failed -ne 0 ]]; then
    print_step_times
    exit 1
  fi
}

# Ends every background step still running, with the processes it started (a step's command runs
# in the script's own process group, so each is found through its parent): for a run that stops
# early because a step beside them failed.
kill_background_steps() {
  local entry
  for entry in "${BACKGROUND_STEPS[@]}"; do kill_process_tree "${entry%%:*}"; done
}

kill_process_tree() {
  local child
  for child in $(pgrep -P "$1" 2>/dev/null); do kill_process_tree "$child"; done
  kill "$1" 2>/dev/null || true
}

print_step_times() {
  echo
  echo "Step times"
  awk -F'\t' -v wall=$(($(date +%s) - CI_STEPS_STARTED_AT)) '
    {
      total += $2; cpu += $4
      printf "  %-28s %5d s  %3dm%02ds  cpu %5d s%s\n", $1, $2, $2 / 60, $2 % 60, $4, ($3 != 0 ? "  FAILED" : "")
    }
    END {
      printf "  %-28s %5d s  %3dm%02ds  cpu %5d s\n", "all steps", total, total / 60, total % 60, cpu
      printf "  %-28s %5d s  %3dm%02ds\n", "wall clock", wall, wall / 60, wall % 60
    }
  ' "$CI_STEP_TIMES"
}
