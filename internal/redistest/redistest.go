// Package redistest gives tests a real Redis server: the one named by
// $PYINTERP_REDIS_URL (CI's .ci/run starts one and sets it), else one it
// starts itself from redis-server on a free loopback port. Without
// either, tests skip, except when $PYINTERP_REQUIRE_REDIS is set (CI),
// where they fail.
package redistest

import (
	"bufio"
	"fmt"
	"net"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"
)

// URL returns the URL of a Redis server for t.
func URL(t testing.TB) string {
	t.Helper()
	if u := os.Getenv("PYINTERP_REDIS_URL"); u != "" {
		addr := strings.TrimPrefix(u, "redis://")
		if i := strings.IndexByte(addr, '/'); i >= 0 {
			addr = addr[:i]
		}
		if c, err := net.DialTimeout("tcp", addr, 2*time.Second); err == nil {
			c.Close()
			return u
		}
		unavailable(t, fmt.Sprintf("$PYINTERP_REDIS_URL=%s is not reachable", u))
	}
	bin, err := exec.LookPath("redis-server")
	if err != nil {
		unavailable(t, "no Redis: set $PYINTERP_REDIS_URL or install redis-server (Debian package redis-server)")
		return ""
	}
	return Start(t, bin)
}

func unavailable(t testing.TB, msg string) {
	t.Helper()
	if os.Getenv("PYINTERP_REQUIRE_REDIS") != "" {
		t.Fatal(msg + " ($PYINTERP_REQUIRE_REDIS is set)")
	}
	t.Skip(msg)
}

// Start starts redis-server (bin) on a free loopback port for the test,
// without persistence, and returns its URL; it is stopped at the test's
// end.
func Start(t testing.TB, bin string) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	port := ln.Addr().(*net.TCPAddr).Port
	ln.Close()
	cmd := exec.Command(bin, "--port", fmt.Sprint(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no",
		"--dir", t.TempDir())
	out, _ := cmd.StdoutPipe()
	if err := cmd.Start(); err != nil {
		t.Fatalf("starting redis-server: %v", err)
	}
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	ready := make(chan bool)
	go func() {
		s := bufio.NewScanner(out)
		for s.Scan() {
			if strings.Contains(s.Text(), "Ready to accept connections") {
				ready <- true
			}
		}
	}()
	select {
	case <-ready:
	case <-time.After(10 * time.Second):
		t.Fatal("redis-server did not start")
	}
	return fmt.Sprintf("redis://127.0.0.1:%d/0", port)
}
