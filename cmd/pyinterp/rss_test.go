package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

// rssMargin is what a run's process may hold above its memory limit at
// its peak (issue 11): the interpreter, the Go runtime, garbage in flight.
const rssMargin = 64 << 20

// rssPayloads allocate as much as their limit lets them, by the paths
// programs use: each must end (by its limit or not) with the command's
// peak RSS under the limit plus rssMargin. A payload marked pending still
// goes past it, for the reason given (the fix is under way elsewhere): the
// test fails when it stops going past, so that the mark is removed.
var rssPayloads = []struct{ name, code, pending string }{
	{"str repeat", "'a' * 10**10", ""},
	{"bytearray", "bytearray(10**10)", ""},
	{"join", "x = 'x' * 2**20\n' '.join([x] * 10000)", ""},
	{"bytes join", "x = b'x' * 2**20\nb' '.join([x] * 10000)", ""},
	{"concatenation loop", "s = ''\nfor i in range(10**4):\n    s += 'x' * 10**6", ""},
	{"dict", "{i: i for i in range(10**8)}", ""},
	{"garbage churn", "keep = ['x' * 10**6 + str(i) for i in range(100)]\nfor i in range(3000):\n    s = 'y' * 10**6 + str(i)", ""},
	{"re findall", "import re\nre.findall('.', 'x' * 5 * 10**7)", ""},
	{"re split", "import re\nre.split('(x)', 'x' * 3 * 10**7)", ""},
	{"re compile", "import re\nre.compile('a' * 10**7)", ""},
	{"re program", "import re\nre.compile(r'\\B' * 10**6)", ""},
	{"re sub", "import re\nre.sub('a', 'b' * 1000, 'a' * 10**6)", ""},
	{"re escape", "import re\nre.escape('.' * 10**9)", ""},
	{"re backtracking", "import re\nre.match('(?:(a)|b)*$', 'ab' * 10**7)", ""},
	{"re subjects kept", "import re\ns = 'é' * 10**6\nkept = [re.match('(.*)', s + str(i)) for i in range(1000)]", ""},
	{"capwords", "import string\nstring.capwords('a ' * 10**8)", ""},
}

// TestPeakRSS runs each payload in the command (the test binary
// re-executed as pyinterp, which tells the Go runtime the memory limit)
// under a 128 MiB memory limit and checks the child's peak RSS, which
// the child reads itself (VmHWM) as it exits: getrusage's ru_maxrss of a
// child counts the parent's RSS too, which Linux keeps across the exec
// of a vfork'ed child.
func TestPeakRSS(t *testing.T) {
	if testing.Short() {
		t.Skip("runs allocation-heavy programs in child processes")
	}
	if _, err := os.Stat("/proc/self/status"); err != nil {
		t.Skip("no /proc/self/status to read the peak RSS from")
	}
	const limit = 128 << 20
	for _, p := range rssPayloads {
		t.Run(p.name, func(t *testing.T) {
			out := filepath.Join(t.TempDir(), "peak")
			cmd := exec.Command(os.Args[0], "--max-memory", "128MiB", "--max-operations", "none", "--timeout", "20s", "-c", p.code)
			cmd.Env = append(os.Environ(), "PYINTERP_TEST_MAIN=1", "PYINTERP_TEST_PEAK_RSS="+out)
			var stderr strings.Builder
			cmd.Stderr = &stderr
			start := time.Now()
			err := cmd.Run()
			if _, ok := err.(*exec.ExitError); err != nil && !ok {
				t.Fatal(err)
			}
			if cmd.ProcessState.ExitCode() > 1 {
				t.Fatalf("exit status %d after %v: %s", cmd.ProcessState.ExitCode(), time.Since(start), stderr.String())
			}
			data, err := os.ReadFile(out)
			if err != nil {
				t.Fatalf("no peak RSS from the child: %v", err)
			}
			peak, err := strconv.ParseInt(string(data), 10, 64)
			if err != nil {
				t.Fatalf("peak RSS %q: %v", data, err)
			}
			over := peak > limit+rssMargin
			switch {
			case over && p.pending != "":
				t.Logf("peak RSS %d MiB (pending: %s)", peak>>20, p.pending)
			case over:
				last := strings.TrimSpace(stderr.String())
				if i := strings.LastIndexByte(last, '\n'); i >= 0 {
					last = last[i+1:]
				}
				t.Errorf("peak RSS %d MiB under a %d MiB limit (allowed %d MiB); it ended: %s",
					peak>>20, limit>>20, (limit+rssMargin)>>20, last)
			case p.pending != "":
				t.Errorf("peak RSS %d MiB: within the limit now, remove the pending mark (%s)", peak>>20, p.pending)
			}
		})
	}
}

// writePeakRSS writes this process's peak RSS (VmHWM, in bytes) to the
// file path, or nothing when it cannot be read.
func writePeakRSS(path string) {
	status, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return
	}
	for _, line := range strings.Split(string(status), "\n") {
		if rest, ok := strings.CutPrefix(line, "VmHWM:"); ok {
			kb, err := strconv.ParseInt(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(rest), "kB")), 10, 64)
			if err == nil {
				os.WriteFile(path, []byte(strconv.FormatInt(kb<<10, 10)), 0o600)
			}
			return
		}
	}
}
