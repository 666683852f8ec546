package server

import (
	"bytes"
	"fmt"
	"maps"
	"slices"
	"strconv"

	"github.com/pyinterp/pyinterp/session"
)

// The labels every labelled counter shows, even at zero, so that
// dashboards and alerts see each series from the start.
var (
	runOutcomes   = []string{"ok", "error", "final_answer"}
	limitKinds    = []string{"operations", "while_iterations", "time", "memory", "output", "recursion", "cancelled", "code_size", "files"}
	toolOutcomes  = []string{"ok", "error"}
	refusalKinds  = []string{"import", "attribute", "function"}
	closeReasons  = []string{"client", "expired", "shutdown"}
	rejectedCodes = []string{"not_found", "busy", "too_many_sessions", "memory_budget", "invalid_options", "too_large", "shutting_down", "unavailable"}
)

// writeMetrics writes the manager's stats in Prometheus' text
// exposition format (version 0.0.4).
func writeMetrics(b *bytes.Buffer, st session.Stats, w *Workers) {
	gauge := func(name, help string, v float64) {
		fmt.Fprintf(b, "# HELP %s %s\n# TYPE %s gauge\n%s %s\n", name, help, name, name, num(v))
	}
	counter := func(name, help string, v int64) {
		fmt.Fprintf(b, "# HELP %s %s\n# TYPE %s counter\n%s %d\n", name, help, name, name, v)
	}
	labelled := func(name, help, label string, known []string, m map[string]int64) {
		fmt.Fprintf(b, "# HELP %s %s\n# TYPE %s counter\n", name, help, name)
		keys := map[string]bool{}
		for _, k := range known {
			keys[k] = true
		}
		for k := range m {
			keys[k] = true
		}
		for _, k := range slices.Sorted(maps.Keys(keys)) {
			fmt.Fprintf(b, "%s{%s=%s} %d\n", name, label, strconv.Quote(k), m[k])
		}
	}
	gauge("pyinterp_sessions", "Live sessions.", float64(st.Sessions))
	gauge("pyinterp_sessions_running", "Sessions running code now.", float64(st.Running))
	gauge("pyinterp_memory_reserved_bytes", "Memory reserved by the live sessions (their max_memory).", float64(st.Reserved))
	gauge("pyinterp_memory_budget_bytes", "The server's memory budget for sessions.", float64(st.Budget))
	counter("pyinterp_sessions_created_total", "Sessions created.", st.Created)
	labelled("pyinterp_sessions_closed_total", "Sessions closed, by reason.", "reason", closeReasons, st.Closed)
	labelled("pyinterp_runs_total", "Runs, by outcome.", "outcome", runOutcomes, st.Runs)

	name := "pyinterp_run_duration_seconds"
	fmt.Fprintf(b, "# HELP %s Wall time of runs, tool calls included.\n# TYPE %s histogram\n", name, name)
	var cum int64
	for i, le := range session.RunBuckets {
		cum += st.RunLatency.Counts[i]
		fmt.Fprintf(b, "%s_bucket{le=\"%s\"} %d\n", name, num(le), cum)
	}
	fmt.Fprintf(b, "%s_bucket{le=\"+Inf\"} %d\n%s_sum %s\n%s_count %d\n", name, st.RunLatency.Count, name, num(st.RunLatency.Sum), name, st.RunLatency.Count)

	labelled("pyinterp_limit_hits_total", "Runs stopped by a limit, by limit.", "limit", limitKinds, st.Limits)
	labelled("pyinterp_tool_calls_total", "Calls of clients' tools, by outcome.", "outcome", toolOutcomes, st.ToolCalls)
	labelled("pyinterp_policy_refusals_total", "Imports, attributes and functions the policy refused.", "kind", refusalKinds, st.Refusals)
	labelled("pyinterp_requests_rejected_total", "Operations refused, by error code.", "code", rejectedCodes, st.Rejected)
	if w != nil {
		counter("pyinterp_worker_restarts_total", "Worker processes that died and were replaced.", w.Restarts())
		gauge("pyinterp_workers", "Worker processes alive (sessions' and spares).", float64(w.Alive()))
	}
}

// num formats a float as Prometheus expects (Go's shortest form).
func num(v float64) string { return strconv.FormatFloat(v, 'g', -1, 64) }
