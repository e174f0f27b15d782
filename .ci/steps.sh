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
    print_step_times
    exit "$status"
  fi
}

print_step_times() {
  echo
  echo "Step times"
  awk -F'\t' '
    {
      total += $2; cpu += $4
      printf "  %-28s %5d s  %3dm%02ds  cpu %5d s%s\n", $1, $2, $2 / 60, $2 % 60, $4, ($3 != 0 ? "  FAILED" : "")
    }
    END { printf "  %-28s %5d s  %3dm%02ds  cpu %5d s\n", "total", total, total / 60, total % 60, cpu }
  ' "$CI_STEP_TIMES"
}
