package server

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"runtime"
	"slices"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/pyinterp/pyinterp/session"
)

// TestLoad is the loopback load test of the HTTP API: 200 sessions run
// short snippets concurrently (one run in four calls a client tool, so
// that runs pause and resume across requests), within a time bound. It
// logs runs/s and latency percentiles; BENCHMARKS.md records them
// (PYINTERP_LOAD_RUNS sets the runs per session, 5 by default).
func TestLoad(t *testing.T) {
	if testing.Short() {
		t.Skip("load test")
	}
	const sessions = 200
	runsPer := 5
	if n, err := strconv.Atoi(os.Getenv("PYINTERP_LOAD_RUNS")); err == nil && n > 0 {
		runsPer = n
	}
	c, m := startHTTP(t, session.Config{MaxSessions: sessions, MemoryBudget: sessions * (16 << 20)}, "")
	http.DefaultTransport.(*http.Transport).MaxIdleConnsPerHost = sessions
	ctx := context.Background()

	ids := make([]string, sessions)
	for i := range ids {
		status, v := c.do(ctx, "POST", "/v1/sessions", `{"max_memory": 16777216, "tools": [{"name": "lookup", "params": ["key"]}]}`)
		if status != http.StatusCreated {
			t.Fatalf("create %d: %d %v", i, status, v)
		}
		ids[i] = v["id"].(string)
	}
	snippets := []string{
		"x = sum(i * i for i in range(200))\nx",
		"words = \"the quick brown fox jumps over the lazy dog\".split()\nsorted(words, key=len)[-1]",
		"d = {k: len(k) for k in [\"alpha\", \"beta\", \"gamma\"]}\nmax(d, key=d.get)",
		"r = lookup(\"k\")\nr[\"v\"] * 2",
	}
	// Unloaded: one client, one run at a time.
	var solo []time.Duration
	for j := range 200 {
		body, _ := json.Marshal(map[string]string{"code": snippets[j%3]})
		t0 := time.Now()
		if status, v := c.do(ctx, "POST", "/v1/sessions/"+ids[0]+"/run", string(body)); status != 200 || v["error"] != nil {
			t.Fatalf("%d %v", status, v)
		}
		solo = append(solo, time.Since(t0))
	}
	slices.Sort(solo)
	t.Logf("one client, one run at a time: p50 %s, p99 %s", solo[len(solo)/2].Round(time.Microsecond), solo[len(solo)*99/100].Round(time.Microsecond))

	var mu sync.Mutex
	var latencies []time.Duration
	var failures []string
	var wg sync.WaitGroup
	start := time.Now()
	for i, id := range ids {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range runsPer {
				code := snippets[(i+j)%len(snippets)]
				t0 := time.Now()
				body, _ := json.Marshal(map[string]string{"code": code})
				status, v := c.do(ctx, "POST", "/v1/sessions/"+id+"/run", string(body))
				for status == 200 && v["status"] == "tool_call" {
					call := v["tool_call"].(map[string]any)
					status, v = c.do(ctx, "POST", "/v1/sessions/"+id+"/tool_result", `{"call_id": "`+call["id"].(string)+`", "result": {"v": 21}}`)
				}
				d := time.Since(t0)
				mu.Lock()
				latencies = append(latencies, d)
				if status != 200 || v["error"] != nil {
					failures = append(failures, fmt.Sprintf("%d %v", status, v))
				}
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	elapsed := time.Since(start)
	if len(failures) > 0 {
		t.Fatalf("%d failed runs, e.g. %s", len(failures), failures[0])
	}
	if elapsed > 2*time.Minute {
		t.Errorf("%d runs took %s", len(latencies), elapsed)
	}
	slices.Sort(latencies)
	pct := func(p float64) time.Duration { return latencies[int(p*float64(len(latencies)-1))] }
	t.Logf("%d sessions, %d runs in %s: %.0f runs/s; latency p50 %s, p99 %s, max %s (GOMAXPROCS %d)",
		sessions, len(latencies), elapsed.Round(time.Millisecond), float64(len(latencies))/elapsed.Seconds(),
		pct(0.5).Round(10*time.Microsecond), pct(0.99).Round(10*time.Microsecond), latencies[len(latencies)-1].Round(time.Millisecond), runtime.GOMAXPROCS(0))
	if st := m.Stats(); st.Runs["ok"] != int64(len(latencies)+len(solo)) || st.ToolCalls["ok"] == 0 {
		t.Errorf("stats %+v", st)
	}
}

// TestIdleSessionMemory measures the memory an idle session holds (in
// process: its interpreter, namespace and tools), logged for
// BENCHMARKS.md and bounded so that a regression shows.
func TestIdleSessionMemory(t *testing.T) {
	if testing.Short() {
		t.Skip("measures the heap")
	}
	const n = 200
	m := session.New(session.Config{MaxSessions: n, MemoryBudget: n << 20})
	defer m.Shutdown(context.Background())
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	for range n {
		id, err := m.Create(context.Background(), &session.Options{MaxMemory: 1 << 20, Tools: []session.ToolSpec{{Name: "search"}}})
		if err != nil {
			t.Fatal(err)
		}
		// A typical first step: a variable, an import, a function.
		res, err := m.Run(context.Background(), id, "import math\ndata = [math.sqrt(i) for i in range(10)]\ndef f(x):\n    return x * 2\nf(len(data))", nil)
		if err != nil || res.Error != nil {
			t.Fatal(err, res.Error)
		}
	}
	runtime.GC()
	runtime.ReadMemStats(&after)
	per := (int64(after.HeapInuse) - int64(before.HeapInuse)) / n
	t.Logf("idle session after one step: %d KiB of heap each (%d sessions)", per>>10, n)
	if per > 2<<20 {
		t.Errorf("an idle session holds %d bytes", per)
	}
}
