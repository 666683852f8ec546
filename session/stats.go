package session

import (
	"maps"
	"sync"
	"time"
)

// RunBuckets are the upper bounds, in seconds, of the run latency
// histogram.
var RunBuckets = []float64{0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60}

// Stats is a snapshot of the manager's counters, for metrics.
type Stats struct {
	// Sessions is the number of live sessions; Reserved the memory they
	// reserve from the budget, Budget the budget.
	Sessions, Running int
	Reserved, Budget  int64
	// Created counts the sessions created; Closed the sessions closed,
	// by reason ("client", "expired", "shutdown", "failed").
	Created int64
	Closed  map[string]int64
	// Runs counts the runs by outcome ("ok", "error", "final_answer").
	Runs map[string]int64
	// RunLatency is the histogram of run durations: Counts[i] runs took
	// at most RunBuckets[i] seconds (not cumulative; the last count is
	// beyond the last bucket), Sum their total in seconds.
	RunLatency Histogram
	// Limits counts the runs stopped by each limit ("time", "memory",
	// ...).
	Limits map[string]int64
	// ToolCalls counts the calls of clients' tools by outcome ("ok",
	// "error").
	ToolCalls map[string]int64
	// Refusals counts the policy's refusals by kind ("import",
	// "attribute", "function").
	Refusals map[string]int64
	// Rejected counts the operations refused by code (Busy, NotFound,
	// TooManySessions, ...).
	Rejected map[string]int64
}

// Histogram is a latency histogram over RunBuckets.
type Histogram struct {
	Counts []int64
	Sum    float64
	Count  int64
}

// counters are the manager's running counts.
type counters struct {
	mu        sync.Mutex
	created   int64
	closed    map[string]int64
	runs      map[string]int64
	latency   Histogram
	limits    map[string]int64
	toolCalls map[string]int64
	refusals  map[string]int64
	rejected  map[string]int64
}

func newCounters() *counters {
	return &counters{
		closed: map[string]int64{}, runs: map[string]int64{}, limits: map[string]int64{},
		toolCalls: map[string]int64{}, refusals: map[string]int64{}, rejected: map[string]int64{},
		latency: Histogram{Counts: make([]int64, len(RunBuckets)+1)},
	}
}

func (c *counters) add(m map[string]int64, key string) {
	c.mu.Lock()
	m[key]++
	c.mu.Unlock()
}

func (c *counters) run(outcome, limit string, d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.runs[outcome]++
	if limit != "" {
		c.limits[limit]++
	}
	s := d.Seconds()
	i := 0
	for i < len(RunBuckets) && s > RunBuckets[i] {
		i++
	}
	c.latency.Counts[i]++
	c.latency.Sum += s
	c.latency.Count++
}

func (c *counters) snapshot() Stats {
	c.mu.Lock()
	defer c.mu.Unlock()
	h := c.latency
	h.Counts = append([]int64(nil), h.Counts...)
	return Stats{
		Created: c.created, Closed: maps.Clone(c.closed), Runs: maps.Clone(c.runs), RunLatency: h,
		Limits: maps.Clone(c.limits), ToolCalls: maps.Clone(c.toolCalls), Refusals: maps.Clone(c.refusals),
		Rejected: maps.Clone(c.rejected),
	}
}
