package harness

import (
	"os"
	"strings"
	"testing"
	"time"
)

func TestMain(m *testing.M) {
	if IsWorker() {
		WorkerMain()
		return
	}
	os.Exit(m.Run())
}

func newTestRunner() *Runner {
	return NewRunner(RunnerOptions{Args: []string{"-test.run=^$"}, KillAfter: 500 * time.Millisecond, HangAfter: time.Second, KillMemory: 512 << 20})
}

var testLimits = Limits{Timeout: 500 * time.Millisecond, MaxMemory: 64 << 20, MaxOperations: 10_000_000, MaxOutput: 1 << 20}

// TestDetects: each way a child can misbehave is the finding it should
// be, and the runner goes on with a new child afterwards.
func TestDetects(t *testing.T) {
	if !Supported {
		t.Skip("needs /proc")
	}
	cases := []struct {
		name, selfTest, code string
		want                 Kind // "" for no finding
		detail               string
	}{
		{"clean", "", "x = [i * i for i in range(1000)]", "", ""},
		{"python error", "", "1/0", "", ""},
		{"limit", "", "while True: pass", "", ""},
		{"stack overflow", "stack overflow", "", KindCrash, "stack overflow"},
		{"panic on a goroutine", "panic", "", KindCrash, "panic: harness self-test"},
		{"hang", "hang", "", KindTimeout, "killed"},
		{"memory", "alloc", "", KindMemory, "killed"},
		{"goroutine left", "goroutine", "for i in range(10**5): pass", KindLeak, "1 goroutines"},
		{"clean after all that", "", "x = 2", "", ""},
	}
	r := newTestRunner()
	defer r.Close()
	for _, c := range cases {
		o, err := r.run(request{Code: c.code, Limits: testLimits, SelfTest: c.selfTest})
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		found := o.Check(testLimits)
		switch {
		case c.want == "" && len(found) > 0:
			t.Errorf("%s: unexpected %v", c.name, found)
		case c.want != "" && (len(found) == 0 || found[0].Kind != c.want || !strings.Contains(found[0].Detail, c.detail)):
			t.Errorf("%s: got %v, want %s containing %q", c.name, found, c.want, c.detail)
		}
	}
	if r.Starts != 6 {
		t.Errorf("%d children started, want 6 (one, then one more after each crash, kill and leak)", r.Starts)
	}
}

// TestCheck: the judgement of outcomes, with the CPU evidence for
// timeouts.
func TestCheck(t *testing.T) {
	l := Limits{Timeout: time.Second, MaxMemory: 64 << 20}
	cases := []struct {
		o    Outcome
		want []Kind
	}{
		{Outcome{Elapsed: time.Second}, nil},
		{Outcome{Elapsed: 1050 * time.Millisecond, CPUPastDeadline: 50 * time.Millisecond}, nil},
		// Slow wall time without CPU past the deadline: a loaded machine.
		{Outcome{Elapsed: 2500 * time.Millisecond, CPUPastDeadline: 20 * time.Millisecond, BlockedKnown: true}, nil},
		{Outcome{Elapsed: 1500 * time.Millisecond, CPUPastDeadline: 400 * time.Millisecond, BlockedKnown: true}, []Kind{KindTimeout}},
		// A run blocked past its deadline, or waiting for a CPU.
		{Outcome{Elapsed: 2100 * time.Millisecond}, []Kind{KindTimeout}},
		{Outcome{Elapsed: 9 * time.Second, BlockedKnown: true}, nil},
		{Outcome{Elapsed: 9 * time.Second, BlockedKnown: true, Blocked: 1500 * time.Millisecond}, []Kind{KindTimeout}},
		{Outcome{BaseRSS: 10 << 20, PeakRSS: 10<<20 + 128<<20}, nil},
		{Outcome{BaseRSS: 10 << 20, PeakRSS: 10<<20 + 129<<20}, []Kind{"memory(marginal)"}},
		{Outcome{Err: "internal", ErrType: "InternalError", ErrMessage: "runtime error: index out of range"}, []Kind{KindPanic}},
		{Outcome{Err: "exception", ErrType: "ValueError"}, nil},
		{Outcome{Died: true, Exit: "exit status 2", Stderr: "goroutine 1 [running]:\nfatal error: stack overflow\n"}, []Kind{KindCrash}},
		{Outcome{Killed: "timeout"}, []Kind{KindTimeout}},
		{Outcome{Killed: "memory"}, []Kind{KindMemory}},
		{Outcome{Goroutines: 2}, []Kind{KindLeak}},
		{Outcome{Err: "internal", Elapsed: 5 * time.Second, Goroutines: 1}, []Kind{KindPanic, KindTimeout, KindLeak}},
		// Marginal findings.
		{Outcome{Elapsed: 1300 * time.Millisecond, CPUPastDeadline: 250 * time.Millisecond, BlockedKnown: true}, []Kind{"timeout(marginal)"}},
		{Outcome{BaseRSS: 10 << 20, PeakRSS: 10<<20 + 150<<20}, []Kind{"memory(marginal)"}},
		{Outcome{BaseRSS: 10 << 20, PeakRSS: 10<<20 + 170<<20}, []Kind{KindMemory}},
	}
	for i, c := range cases {
		var got []Kind
		for _, f := range c.o.Check(l) {
			if f.Marginal {
				f.Kind += "(marginal)"
			}
			got = append(got, f.Kind)
		}
		if strings.Join(kindStrings(got), ",") != strings.Join(kindStrings(c.want), ",") {
			t.Errorf("case %d: got %v, want %v", i, got, c.want)
		}
	}
}

func kindStrings(ks []Kind) []string {
	var s []string
	for _, k := range ks {
		s = append(s, string(k))
	}
	return s
}

// TestCorpusFormat: cases, per-file timeouts and known-failure lists
// with wildcards.
func TestCorpusFormat(t *testing.T) {
	dir := t.TempDir()
	os.MkdirAll(dir+"/crash", 0o755)
	os.WriteFile(dir+"/crash/a.py", []byte("# comment\n# timeout: 2s\n# --- one\nx = 1\n# --- two\ny = 2\nz = 3\n"), 0o644)
	ps, err := LoadCorpus(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(ps) != 2 || ps[0].ID != "crash/a/one" || ps[0].Code != "x = 1\n" || ps[1].Code != "y = 2\nz = 3\n" || ps[1].Timeout != 2*time.Second {
		t.Fatalf("got %+v", ps)
	}
	os.WriteFile(dir+"/crash/b.py", []byte("# --- one\n# --- one\n"), 0o644)
	if _, err := LoadCorpus(dir); err == nil {
		t.Error("duplicate case names accepted")
	}
	os.WriteFile(dir+"/known.txt", []byte("# header\ncrash/a/one crash  # detail\ngen/* timeout\ngen/* memory\ncrash/a/two memory?\n"), 0o644)
	k, err := LoadKnown(dir + "/known.txt")
	if err != nil {
		t.Fatal(err)
	}
	if k.Exact["crash/a/one"] != KindCrash || k.Flaky["crash/a/two"] != KindMemory || len(k.Exact) != 1 || !k.Covers("gen/5", KindTimeout) || !k.Covers("gen/5", KindMemory) || k.Covers("gen/5", KindPanic) || k.Covers("crash/a/two", KindCrash) {
		t.Errorf("known list read wrong: %+v", k)
	}
	if err := k.Write(dir+"/known2.txt", "# h\n", map[string]string{"crash/a/one": "d"}); err != nil {
		t.Fatal(err)
	}
	data, _ := os.ReadFile(dir + "/known2.txt")
	if string(data) != "# h\ngen/* timeout\ngen/* memory\ncrash/a/one crash  # d\ncrash/a/two memory?\n" {
		t.Errorf("written list:\n%s", data)
	}
	os.WriteFile(dir+"/bad.txt", []byte("x oops\n"), 0o644)
	if _, err := LoadKnown(dir + "/bad.txt"); err == nil {
		t.Error("unknown kind accepted")
	}
}
