package harness

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"time"
)

// RunnerOptions configure a Runner.
type RunnerOptions struct {
	// Exe is the child's binary: default the running binary
	// (os.Executable), which must call WorkerMain when IsWorker.
	Exe string
	// Args are the child's arguments. For a test binary, "-test.run=^$"
	// keeps it from running tests should it not call WorkerMain.
	Args []string
	// KillAfter is how much CPU time past its timeout a run may spend
	// before the child is killed (default 1 s): the run is a KindTimeout
	// finding by then anyway. CPU time, not wall time, so that a loaded
	// machine does not get honest runs killed.
	KillAfter time.Duration
	// HangAfter is how long past its timeout a run may wait (no thread
	// of the child runnable) before it is killed (default 10 s); ten
	// times as much in wall time whatever it does.
	HangAfter time.Duration
	// KillMemory is how far past the memory limit the child's RSS may go
	// before it is killed (default 1 GiB), to protect the machine.
	KillMemory int64
	// RecycleHeap: a child whose live heap after a run is above this is
	// replaced (default 256 MiB), so that memory closed executors keep
	// (a finding of its own) does not pile up in a long session.
	RecycleHeap int64
}

// Runner runs programs in a child process, one at a time. It is not safe
// for concurrent use; use one Runner per goroutine.
type Runner struct {
	opts RunnerOptions
	w    *worker
	// Starts counts the child processes started.
	Starts int
}

// worker is a running child.
type worker struct {
	cmd     *exec.Cmd
	stdin   io.WriteCloser
	enc     *json.Encoder
	results chan Outcome // closed when the child's stdout ends
	exited  chan struct{}
	stderr  *headBuffer
}

// NewRunner returns a Runner; its child starts with the first Run.
func NewRunner(opts RunnerOptions) *Runner {
	if opts.KillAfter <= 0 {
		opts.KillAfter = time.Second
	}
	if opts.HangAfter <= 0 {
		opts.HangAfter = 10 * time.Second
	}
	if opts.RecycleHeap <= 0 {
		opts.RecycleHeap = 256 << 20
	}
	if opts.KillMemory <= 0 {
		opts.KillMemory = 1 << 30
	}
	return &Runner{opts: opts}
}

// Close stops the child.
func (r *Runner) Close() {
	if r.w != nil {
		r.w.stop()
		r.w = nil
	}
}

func (r *Runner) start() error {
	exe := r.opts.Exe
	if exe == "" {
		var err error
		if exe, err = os.Executable(); err != nil {
			return err
		}
	}
	cmd := exec.Command(exe, r.opts.Args...)
	cmd.Env = append(os.Environ(), envWorker+"=1", "GOMAXPROCS=1")
	stdin, err := cmd.StdinPipe()
	if err != nil {
		return err
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return err
	}
	w := &worker{
		cmd:     cmd,
		stdin:   stdin,
		enc:     json.NewEncoder(stdin),
		results: make(chan Outcome, 1),
		exited:  make(chan struct{}),
		stderr:  &headBuffer{max: 64 << 10},
	}
	cmd.Stderr = w.stderr
	if err := cmd.Start(); err != nil {
		return err
	}
	r.Starts++
	go func() {
		dec := json.NewDecoder(bufio.NewReader(stdout))
		for {
			var o Outcome
			if dec.Decode(&o) != nil {
				close(w.results)
				return
			}
			w.results <- o
		}
	}()
	go func() {
		_ = cmd.Wait()
		close(w.exited)
	}()
	r.w = w
	return nil
}

// stop kills the child and waits for it.
func (w *worker) stop() {
	_ = w.stdin.Close()
	_ = w.cmd.Process.Kill()
	<-w.exited
}

// Run runs code under limits l in the child and returns what happened.
// The error is about the harness itself (the child cannot be started),
// never about the program.
func (r *Runner) Run(code string, l Limits) (Outcome, error) {
	return r.run(request{Code: code, Limits: l})
}

func (r *Runner) run(req request) (Outcome, error) {
	l := req.Limits
	if r.w == nil {
		if err := r.start(); err != nil {
			return Outcome{}, err
		}
	}
	w := r.w
	pid := strconv.Itoa(w.cmd.Process.Pid)
	w.stderr.Reset()
	base, cpu0 := rssOf(pid), cpuOf(pid)
	start := time.Now()
	if err := w.enc.Encode(req); err != nil {
		// The child is gone (it died after the previous run): start over.
		r.kill()
		if err := r.start(); err != nil {
			return Outcome{}, err
		}
		w = r.w
		pid = strconv.Itoa(w.cmd.Process.Pid)
		base, cpu0 = rssOf(pid), cpuOf(pid)
		start = time.Now()
		if err := w.enc.Encode(req); err != nil {
			r.kill()
			return Outcome{}, fmt.Errorf("harness: child does not take requests: %v", err)
		}
	}
	tick := time.NewTicker(5 * time.Millisecond)
	defer tick.Stop()
	// blocked is the wall time past the deadline during which no thread
	// of the child could run: the run waited, it was not starved.
	var blocked time.Duration
	blockedKnown := true
	lastTick := start
	for {
		select {
		case o, ok := <-w.results:
			if ok && o.Started {
				// Time the run and measure the memory from here.
				start = time.Now()
				base, cpu0 = rssOf(pid), cpuOf(pid)
				continue
			}
			if !ok {
				// The child died during the run.
				<-w.exited
				o = Outcome{Died: true, Exit: w.cmd.ProcessState.String(), Stderr: w.stderr.String(), Wall: time.Since(start), Where: whereFrom(w.stderr.String())}
				r.w = nil
				return o, nil
			}
			o.Wall = time.Since(start)
			o.Blocked, o.BlockedKnown = blocked, blockedKnown
			if o.Goroutines > 0 || o.LiveHeap > r.opts.RecycleHeap {
				r.kill() // its leftovers would disturb the next runs
			}
			return o, nil
		case now := <-tick.C:
			wall := now.Sub(start)
			if l.Timeout > 0 && wall > l.Timeout {
				run, ok := runnable(pid)
				if !ok {
					blockedKnown = false
				} else if !run {
					from := start.Add(l.Timeout)
					if lastTick.After(from) {
						from = lastTick
					}
					blocked += now.Sub(from)
				}
			}
			lastTick = now
			if l.Timeout > 0 && wall > l.Timeout+r.opts.KillAfter {
				cpu := cpuOf(pid) - cpu0
				hung := blocked > r.opts.HangAfter || (!blockedKnown && wall > l.Timeout+r.opts.HangAfter)
				if cpu > l.Timeout+r.opts.KillAfter || cpu0 < 0 || hung || wall > l.Timeout+10*r.opts.HangAfter {
					r.kill()
					return Outcome{Killed: "timeout", Wall: wall, CPU: cpu, Blocked: blocked, BlockedKnown: blockedKnown, Where: whereFrom(w.stderr.String()), Stderr: w.stderr.String()}, nil
				}
			}
			if l.MaxMemory > 0 {
				if rss := rssOf(pid); rss-base > l.MaxMemory+r.opts.KillMemory {
					r.kill()
					return Outcome{Killed: "memory", KilledRSS: rss - base, Wall: wall, Where: whereFrom(w.stderr.String()), Stderr: w.stderr.String()}, nil
				}
			}
		}
	}
}

// kill stops the current child; the next Run starts another.
func (r *Runner) kill() {
	if r.w != nil {
		r.w.stop()
		r.w = nil
	}
}

// whereFrom returns the stack a child wrote to stderr when its run
// passed a bound, or "".
func whereFrom(stderr string) string {
	_, after, ok := strings.Cut(stderr, whereMarker)
	if !ok {
		return ""
	}
	st, _, _ := strings.Cut(after, "\n\n\n")
	return st
}

// headBuffer keeps the first max bytes written to it.
type headBuffer struct {
	mu  sync.Mutex
	buf []byte
	max int
}

func (b *headBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if room := b.max - len(b.buf); room > 0 {
		b.buf = append(b.buf, p[:min(room, len(p))]...)
	}
	return len(p), nil
}

func (b *headBuffer) Reset() {
	b.mu.Lock()
	b.buf = b.buf[:0]
	b.mu.Unlock()
}

func (b *headBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return string(b.buf)
}
